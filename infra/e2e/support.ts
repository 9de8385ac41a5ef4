import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './stack-config';

/** Logs in through the welcome screen the way a person does. */
export async function logIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/welcome?login=true`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/welcome/);
}
