import AxeBuilder from '@axe-core/playwright';
import { expect, request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './stack-config';

/**
 * Logs in through the welcome screen the way a person does: the screen tour and the journeys
 * about logging in use it. The other journeys start signed in ({@link logIn}).
 */
export async function logInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseUrl}/welcome?login=true`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/welcome/);
}

/**
 * Signs in with the welcome form's own request (POST /api/authenticate), puts its session
 * cookie in the page's context, then opens the promotion's root, which sends a signed-in user
 * where the form would (home, or the prestart wizard). It skips loading the welcome screen: a
 * journey's time goes to what it is about. The request goes to 127.0.0.1 with the promotion's
 * Host (Node does not resolve *.localhost as Chromium does).
 */
export async function logIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  const origin = new URL(baseUrl);
  const api = await request.newContext();
  try {
    const response = await api.post(`http://127.0.0.1:${origin.port}/api/authenticate`, {
      // The app's own header, without which the server refuses writes (platform plugins/csrf.ts).
      headers: { host: origin.host, 'x-requested-with': 'wellness' },
      data: { email, password, stay_logged_in: false },
    });
    expect(response.status(), `log in as ${email}`).toBe(200);
    const { cookies } = await api.storageState();
    await page.context().addCookies(
      cookies.map(({ name, value, httpOnly, sameSite }) => ({
        ...{ name, value, httpOnly, sameSite },
        url: origin.origin,
      })),
    );
  } finally {
    await api.dispose();
  }
  await page.goto(`${origin.origin}/`);
  await expect(page).not.toHaveURL(/\/welcome/);
}

/** Opens the feelings dialog of an activity on the log page and picks a feeling. */
export async function chooseFeeling(page: Page, name: string, feeling = 'Great') {
  await page.getByRole('button', { name: `Log ${name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'How did it feel?' })
    .getByRole('button', { name: feeling, exact: true })
    .click();
}

/** Logs an activity on the log page and waits until it shows as logged. */
export async function logActivity(page: Page, name: string, feeling = 'Great') {
  await chooseFeeling(page, name, feeling);
  await expect(page.getByRole('button', { name: `Unlog ${name}`, exact: true })).toBeVisible();
}

/** Unlogs an activity on the log page, confirming the dialog. */
export async function unlogActivity(page: Page, name: string) {
  await page.getByRole('button', { name: `Unlog ${name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Unlog activity?' })
    .getByRole('button', { name: 'Unlog' })
    .click();
  await expect(page.getByRole('button', { name: `Log ${name}`, exact: true })).toBeVisible();
}

/**
 * Filters the dashboard's Participants table by e-mail down to that one person and returns
 * the table: it shows 20 rows at first, by last name, so a new participant may not be among them.
 */
export async function showParticipant(page: Page, email: string) {
  const table = page.getByRole('table', { name: 'Participants' });
  await table.getByRole('textbox', { name: 'Filter Email' }).fill(email);
  await expect(page.getByText(/^Showing 1 of 1 \(filtered from \d+\)$/)).toBeVisible();
  return table;
}

/** axe's WCAG 2.1 A and AA violations on the page: the rule and the first elements. */
export async function axeViolations(page: Page) {
  // What a person reads is the settled page: a dialog fading in (Mantine's transitions) is
  // half-transparent for a moment, and its colours would be judged mid-way.
  // Endless ones (a loader's spin) are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Legacy mode runs axe in the page itself rather than gathering each frame's results in a new
  // blank page: the same rules and findings (the app has no cross-origin frames, the one thing it
  // leaves out) in half the time, which the screen tour's 260 or so screens feel.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
