import { expect, test } from '@playwright/test';
import { axeViolations } from './support';
import { DEMO_PASSWORD, E2E_PORT, E2E_SERVICE_PORT_BASE } from './stack-config';

/** The SSO demo (services/schema `seedSsoDemo`) and the stack's local provider (base + 7). */
const ssoUrl = (path = '/') => `http://sso.localhost:${E2E_PORT}${path}`;
const PROVIDER = `http://localhost:${E2E_SERVICE_PORT_BASE + 7}`;

test.describe('single sign-on through the organization’s OpenID provider', () => {
  test('a participant signs in with the provider’s login form, lands home, and logs out to sso_redirect', async ({
    page,
  }) => {
    await page.goto(ssoUrl('/welcome'));
    // Spec 3 s2: no login link; the organization's sign-in instead.
    const signIn = page.getByRole('link', { name: 'Sign in with Acme ID' });
    await expect(signIn).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await signIn.click();
    await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`));
    await expect(page.getByRole('heading', { name: 'Wellness ID' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill('sso.participant@acme.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(ssoUrl('/home'));
    const account = page.getByRole('button', { name: 'Account menu for Sasha Single' });
    await expect(account).toBeVisible();

    await account.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${PROVIDER}/signed-out`);
    await expect(page.getByText('You have signed out of the wellness programme.')).toBeVisible();
    // The product's session is gone.
    await page.goto(ssoUrl('/home'));
    await expect(page).toHaveURL(/\/welcome/);
  });

  test('a refused sign-in state comes back to the welcome page with a reason', async ({ page }) => {
    await page.goto(ssoUrl('/api/sso/callback?state=forged&code=forged'));
    await expect(page).toHaveURL(ssoUrl('/welcome?sso_error=state'));
    await expect(page.getByRole('alert')).toContainText(
      'Your sign-in expired or was started in another browser window. Please sign in again.',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
