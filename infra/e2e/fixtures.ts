import { test as base } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The journeys' browser contexts start with the cookie choice made (declined), as a returning
 * visitor's would: the consent bar (spec 1 s5, shown 2 s after a page opens while no choice is
 * stored) would otherwise cover whatever a journey clicks near the bottom of the window. The
 * cookie is written before any page script runs, on every host (each promotion has its own
 * subdomain, which a cookie set from outside could not cover). content-pages.spec.ts tests the
 * bar itself and imports Playwright's own `test`.
 */
async function withConsentChosen(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    if (!document.cookie.includes('cookie_consent=')) {
      document.cookie = 'cookie_consent=declined; path=/; max-age=7776000; samesite=lax';
    }
  });
  return context;
}

export const test = base.extend<{ context: BrowserContext }, { consentChosen: void }>({
  // Contexts a journey opens itself (a second participant, another window) too.
  consentChosen: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => withConsentChosen(await newContext(options));
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await use(await withConsentChosen(context));
  },
});

/** The screen tour's window width, one per Playwright project (playwright.config.ts). */
export interface TourOptions {
  tourWidth: 390 | 1280;
}
