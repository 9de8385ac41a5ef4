import { expect, test } from '@playwright/test';
import { createConnection } from 'mysql2/promise';
import { E2E_MYSQL_URL, demoUrl } from './stack-config';
import { logIn } from './support';

const HOSTILE_POST = `<img src=x onerror="window.__pwned = 'post'"><script>window.__pwned = 'script'</script>`;
const HOSTILE_NAME = `<b onmouseover="window.__pwned = 'name'">Bold</b>`;

test.describe('hostile text the schema allows is stored as given and shown as inert text', () => {
  test.beforeAll(async () => {
    // No profile editor exists yet: the name is stored the way an import or API client would.
    const connection = await createConnection({ uri: E2E_MYSQL_URL });
    await connection.query(
      "UPDATE users SET first_name = ? WHERE email = 'participant2@demo.test'",
      [HOSTILE_NAME],
    );
    await connection.end();
  });

  test('a wall post and a profile name render as text, never as markup', async ({ page }) => {
    await logIn(page, demoUrl(''), 'participant@demo.test');
    await page.goto(demoUrl('/wall/all'));
    await page.getByLabel('Write a post').fill(HOSTILE_POST);
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText(HOSTILE_POST, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText(HOSTILE_POST, { exact: true })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);

    await page.goto(demoUrl('/leaderboard/individual'));
    await expect(page.getByRole('row', { name: new RegExp('Bold') })).toContainText(HOSTILE_NAME);
    await expect(page.locator('main b[onmouseover]')).toHaveCount(0);

    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
    ).toBeUndefined();
  });
});
