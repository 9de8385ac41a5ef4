import { expect, test } from './fixtures';
import { newParticipant, sql } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

/** The demo's profile-only prompt (services/schema seed/evaluation.ts). */
const FAVOURITE = 'Your favourite way to stay active';

test.describe('issue 17: profile-only prompts on the settings page', () => {
  test('a participant answers the profile-only prompt on their profile settings, and it stays', async ({
    page,
  }) => {
    const person = await newParticipant({ firstName: 'Polly', lastName: 'Profile' });
    await logIn(page, demoUrl(''), person.email);
    await page.goto(demoUrl('/settings/profile'));
    const about = page.getByRole('form', { name: 'About you' });
    const favourite = about.getByRole('textbox', { name: FAVOURITE });
    await expect(favourite).toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);

    await favourite.fill('Cycling to work');
    await about.getByRole('button', { name: 'Update answers' }).click();
    await expect(about.getByText('Saved!')).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('form', { name: 'About you' }).getByRole('textbox', { name: FAVOURITE }),
    ).toHaveValue('Cycling to work');
    const [row] = (await sql(
      `SELECT u.udfs, p.id AS prompt FROM users u JOIN custom_prompts p
        ON p.promotion_id = u.promotion_id AND p.short_label = ? WHERE u.id = ?`,
      [FAVOURITE, person.id],
    )) as Array<{ udfs: string; prompt: number }>;
    expect(JSON.parse(row!.udfs)).toEqual({ [`CustomPrompt_${row!.prompt}`]: 'Cycling to work' });
  });
});
