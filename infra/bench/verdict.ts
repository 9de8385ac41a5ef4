import type { BundleSizes } from './bundles';
import { MOBILE_PERFORMANCE_TARGET } from './lighthouse';
import type { LighthousePage } from './lighthouse';
import type { LoadResult } from './load';

/** What makes the run fail: any error or non-2xx answer, or remote bytes a master did not need. */
export function failuresOf(scenarios: LoadResult[], bundles: BundleSizes | null): string[] {
  const failures: string[] = [];
  for (const result of scenarios) {
    if (result.requests === 0) failures.push(`${result.name}: no responses`);
    if (result.errors > 0) {
      failures.push(`${result.name}: ${result.errors} connection errors or timeouts`);
    }
    if (result.non2xx > 0) {
      const codes = Object.entries(result.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${count} × ${code}`)
        .join(', ');
      failures.push(`${result.name}: ${result.non2xx} non-2xx responses (${codes})`);
    }
    if (result.problem) failures.push(`${result.name}: ${result.problem}`);
  }
  if (bundles) {
    const { participantBytes, socialBytes, requested } = bundles.masterSession;
    if (participantBytes + socialBytes > 0 || requested.length > 0) {
      failures.push(
        `a master-only session fetched ${participantBytes} B of mfe-participant and ` +
          `${socialBytes} B of mfe-social: ${requested.join(', ')}`,
      );
    }
  }
  return failures;
}

/** Issue 11: each page's median Lighthouse mobile performance reaches the target. */
export function lighthouseFailures(pages: LighthousePage[]): string[] {
  return pages
    .filter((page) => page.performance < MOBILE_PERFORMANCE_TARGET)
    .map(
      (page) =>
        `Lighthouse mobile performance of ${page.page}: ${page.performance} ` +
        `(median of ${page.performanceRuns.join(', ')}), below ${MOBILE_PERFORMANCE_TARGET}`,
    );
}
