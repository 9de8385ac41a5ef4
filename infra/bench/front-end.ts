import type { BundleSizes } from './bundles';
import { measureBundles } from './bundles';
import { buildFloor, serveFloor } from './floor';
import { LIGHTHOUSE_PAGES, RUNS_PER_PAGE, measureLighthouse } from './lighthouse';
import type { LighthousePage } from './lighthouse';
import { frontEndFailures, lighthouseFailures } from './verdict';

export interface FrontEnd {
  bundles: BundleSizes | null;
  lighthouse: LighthousePage[] | null;
  failures: string[];
}

const firstLine = (error: Error) => error.message.split('\n')[0];

/**
 * Issue 18's front-end figures on a running stack: the floor page built and loaded beside the
 * shell, the bundles of each session, and (full runs) Lighthouse over LIGHTHOUSE_PAGES. The smoke
 * run (no Lighthouse) reports the shell-to-floor ratio without judging it, as it does memory.
 */
export async function measureFrontEnd({ lighthouse }: { lighthouse: boolean }): Promise<FrontEnd> {
  const failures: string[] = [];
  console.info('Building the floor page and measuring bundle sizes in Chromium...');
  const bundles = await (async () => {
    const floor = await serveFloor(await buildFloor());
    try {
      return await measureBundles(floor.origin);
    } finally {
      await floor.close();
    }
  })().catch((error: Error) => {
    failures.push(`bundle sizes: ${firstLine(error)}`);
    return null;
  });
  let pages: LighthousePage[] | null = null;
  if (lighthouse) {
    const names = LIGHTHOUSE_PAGES.map(({ page }) => page).join(', ');
    console.info(
      `Running Lighthouse (mobile preset) ${RUNS_PER_PAGE} times on ${names}, ` +
        'through a TLS front as the Ingress serves them, then straight from the edge...',
    );
    pages = await measureLighthouse().catch((error: Error) => {
      failures.push(`lighthouse: ${firstLine(error)}`);
      return null;
    });
  }
  return {
    bundles,
    lighthouse: pages,
    failures: [
      ...failures,
      ...(bundles ? frontEndFailures(bundles, { judgeRatio: lighthouse }) : []),
      ...(pages ? lighthouseFailures(pages) : []),
    ],
  };
}
