import { expect, test } from './fixtures';
import { newParticipant, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { logIn } from './support';

const HOSTILE_POST = `<img src=x onerror="window.__pwned = 'post'"><script>window.__pwned = 'script'</script>`;
const HOSTILE_NAME = `<b onmouseover="window.__pwned = 'name'">Bold</b>`;

test.describe('hostile text the schema allows is stored as given and shown as inert text', () => {
  test('a wall post and a profile name render as text, never as markup', async ({ page }) => {
    // No profile editor exists yet: the name is stored the way an import or API client would,
    // on a participant of this test's own.
    const author = await newParticipant({ firstName: HOSTILE_NAME, lastName: 'Hostile' });
    // The tag tells this post from those of earlier repetitions.
    const post = `${HOSTILE_POST} ${uniqueTag()}`;
    await logIn(page, demoUrl(''), author.email);
    await page.goto(demoUrl('/wall/all'));
    await page.getByLabel('Write a post').fill(post);
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText(post, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText(post, { exact: true })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main b[onmouseover]')).toHaveCount(0);

    await page.goto(demoUrl('/leaderboard/individual'));
    await expect(page.getByRole('row', { name: new RegExp(author.lastName) })).toContainText(
      HOSTILE_NAME,
    );
    await expect(page.locator('main b[onmouseover]')).toHaveCount(0);

    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
    ).toBeUndefined();
  });
});
