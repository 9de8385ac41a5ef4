import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { E2E_PORT, demoUrl } from './stack-config';
import { newParticipant, newPromotion, sql } from './db';
import { axeViolations, logIn } from './support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NINETY_DAYS_S = 90 * 24 * 60 * 60;

/** A promotion of its own with the opt-in link and the mobile app turned on. */
async function mobilePromotion() {
  const today = new Date().toISOString().slice(0, 10);
  const promotion = await newPromotion({ name: 'pages', launchOn: today });
  await sql(
    'UPDATE promotions SET show_opt_in_participation_link = 1, is_mobile_enabled = 1 WHERE id = ?',
    [promotion.id],
  );
  const participant = await newParticipant({ promotionId: promotion.id });
  return {
    ...participant,
    url: (path: string) => `http://${promotion.subdomain}.localhost:${E2E_PORT}${path}`,
  };
}

async function signedIn(browser: Browser): Promise<Page> {
  const participant = await newParticipant();
  const page = await (await browser.newContext()).newPage();
  await page
    .context()
    .addCookies([{ name: 'cookie_consent', value: 'declined', url: demoUrl('') }]);
  await logIn(page, demoUrl(''), participant.email);
  return page;
}

const consentBar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test.describe('issue 14: content pages, cookie consent and the mobile overlay', () => {
  test('the cookie bar appears after 2 s, Decline keeps it away for 90 days, the privacy toggle accepts', async ({
    browser,
  }) => {
    const page = await (await browser.newContext()).newPage();
    // The page's clock stands still, so only runFor moves the bar's timer.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await page.goto(demoUrl('/legal/privacy'));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await page.clock.runFor(1999);
    await expect(consentBar(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(consentBar(page)).toBeVisible();
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);

    await consentBar(page).getByRole('button', { name: 'Decline' }).click();
    await expect(consentBar(page)).toBeHidden();
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'cookie_consent');
    expect(cookie.value).toBe('declined');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(NINETY_DAYS_S - 120);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(NINETY_DAYS_S + 60);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(consentBar(page)).toBeHidden();

    const toggle = page.getByRole('switch', { name: /^Allow analytics cookies/ });
    await expect(toggle).not.toBeChecked();
    await toggle.press('Space');
    await expect(toggle).toBeChecked();
    const after = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(after?.value).toBe('accepted');
  });

  test('Accept on the bar stores the choice and closes the bar', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await page.clock.install();
    await page.goto(demoUrl('/support/faqs'));
    await page.clock.runFor(2000);
    await consentBar(page).getByRole('button', { name: 'Accept' }).click();
    await expect(consentBar(page)).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('accepted');
  });

  test('How It Works goes back to Activities or Home, whichever the participant came from', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    await page.goto(demoUrl('/activities/1'));
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'How It Works' })
      .click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: '1. Log your healthy activities' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '← Back to Activities' }).click();
    await expect(page).toHaveURL(/\/activities\/1$/);

    await page.goto(demoUrl('/home'));
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'How It Works' })
      .click();
    await page.getByRole('link', { name: '← Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the learn area, the prestart instructions and the end of programme page', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    await page.goto(demoUrl('/home'));
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Learn' })
      .click();
    await expect(page).toHaveURL(/\/why-systain$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why small habits matter' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { name: 'Moving more at work' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Resources' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(demoUrl('/activity-prestart'));
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Get ready: the programme starts soon' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(demoUrl('/eop'));
    await expect(page.getByRole('heading', { level: 1, name: 'End of Programme' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for taking part' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone the Mobile App overlay opens once; closing it sets mobile_prompt_{userId}', async ({
    browser,
  }) => {
    const participant = await mobilePromotion();
    const context = await browser.newContext({
      userAgent: IPHONE,
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([
      { name: 'cookie_consent', value: 'declined', url: participant.url('') },
    ]);
    const page = await context.newPage();
    await logIn(page, participant.url(''), participant.email);

    const overlay = page.getByRole('dialog', { name: 'Mobile App' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: 'Try the mobile app' })).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      '/api/app-redirect',
    );
    expect(await axeViolations(page)).toEqual([]);
    await overlay.getByRole('button', { name: 'Not now' }).click();
    await expect(overlay).toBeHidden();
    const prompt = (await context.cookies()).find(
      (c) => c.name === `mobile_prompt_${participant.id}`,
    );
    expect(prompt?.expires).toBe(-1);

    await page.reload();
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('button', { name: 'Mobile App' })).toBeVisible();
    await expect(overlay).toBeHidden();
    // The mobile page (spec 1 s2): a panel above every screen but the listed ones, not a block.
    const mobilePage = page.getByRole('region', { name: 'Mobile app' });
    await expect(
      mobilePage.getByRole('heading', { name: 'The programme on your phone' }),
    ).toBeVisible();
    await expect(mobilePage.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await footer.getByRole('link', { name: 'Opt In to Participation' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Opt In to Participation' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opting in to participation' })).toBeVisible();
    await expect(mobilePage).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(participant.url('/legal/privacy'));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(mobilePage).toBeHidden();
    await footer.getByRole('button', { name: 'Mobile App' }).click();
    await expect(overlay).toBeVisible();

    // GET /api/app-redirect: the browser goes on to the App Store (answered here, offline).
    const APP_STORE = 'https://apps.apple.com/app/wellness-programme/id000000000';
    await context.route(`${APP_STORE}*`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>App Store</title><h1>App Store</h1>',
      }),
    );
    await overlay.getByRole('link', { name: 'Get the app' }).click();
    await expect(page).toHaveURL(APP_STORE);
  });
});
