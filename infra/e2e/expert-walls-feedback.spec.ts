import { expect, test } from './fixtures';
import { newParticipant, sql, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

test.describe('issue 16: the expert wall selector and the feedback dialog', () => {
  test("a poster switches to another of the organization's promotion walls and posts there", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const words = `Hydration tips from your wellness expert ${uniqueTag()}`;
    await logIn(page, demoUrl(''), 'poster@demo.test');
    await page.goto(demoUrl('/wallexpert/walls/2'));
    const selector = page.getByRole('combobox', { name: 'Promotion wall' });
    await expect(selector).toHaveValue('Healthy Habits Challenge (demo)');
    expect(await axeViolations(page)).toEqual([]);
    await selector.click();
    await page.getByRole('option', { name: 'Launchpad (launchpad)' }).click();
    await expect(page).toHaveURL(/\/wallexpert\/walls\/\d+$/);
    await expect(selector).toHaveValue('Launchpad (launchpad)');
    await page.getByRole('textbox', { name: 'Write a post on the Launchpad wall' }).fill(words);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText(words)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const rows = (await sql(
      `SELECT p.subdomain FROM posts JOIN promotions p ON p.id = posts.promotion_id
        WHERE posts.content = ?`,
      [words],
    )) as Array<{ subdomain: string }>;
    expect(rows).toEqual([{ subdomain: 'launchpad' }]);

    // A wall outside the poster's organization is not offered (the default promotion, id 1).
    await page.goto(demoUrl('/wallexpert/walls/1'));
    await expect(page.getByText('Wall could not be found')).toBeVisible();
  });

  test('a participant sends feedback from the footer and returns to the page they were on', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const participant = await newParticipant({ firstName: 'Fay' });
    const words = `More stretching activities, please ${uniqueTag()}`;
    await logIn(page, demoUrl(''), participant.email);
    await page.goto(demoUrl('/support/faqs'));
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Feedback' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog.getByText('* Required Fields')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue(participant.name);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Please write your feedback.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Feedback' }).fill(words);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    await expect(page).toHaveURL(/\/support\/faqs$/);
    const rows = (await sql('SELECT user_id, name, email, page FROM feedbacks WHERE content = ?', [
      words,
    ])) as Array<Record<string, unknown>>;
    expect(rows).toEqual([
      {
        user_id: participant.id,
        name: participant.name,
        email: participant.email,
        page: '/support/faqs',
      },
    ]);
  });
});
