import sharp from 'sharp';
import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { newParticipant, sql, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

const DEMO = 2;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, demoUrl(''), email);
  return page;
}

/** Opens a sub-screen from the promotion page by its link, as the screen tour does. */
async function openFromPromotion(page: Page, link: string, heading: string) {
  await page.goto(demoUrl(`/promotion/${DEMO}`));
  await page.getByRole('navigation', { name: 'Set up' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Reset to default, confirmed in its dialog (spec 3 s4 "Reset to default deletes the promotion's override"). */
async function resetToDefault(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page
    .getByRole('dialog', { name: 'Reset to default' })
    .getByRole('button', { name: 'Reset to default' })
    .click();
}

test.describe('issue 17: the promotion libraries (spec 3 s2 tips, profile photos, questionnaire, eop)', () => {
  test('a master adds a profile photo a participant then picks in settings, and deletes it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, demoUrl(''), 'master@demo.test');
    await openFromPromotion(page, 'Profile photo library', 'Profile photo library');
    const library = page.getByRole('list', { name: 'Profile images' });
    // Every promotion starts with the product's avatars (services/schema seed).
    await expect(library.getByRole('listitem').first()).toBeVisible();
    const before = await library.getByRole('listitem').count();
    expect(await axeViolations(page)).toEqual([]);

    const photo = await sharp({
      create: { width: 320, height: 320, channels: 3, background: '#2a9d8f' },
    })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add profile image' }).click();
    await (await chooser).setFiles({ name: 'teal.png', mimeType: 'image/png', buffer: photo });
    await expect(library.getByRole('listitem')).toHaveCount(before + 1);
    const added = `Profile image ${before + 1}`;
    await expect(library.getByRole('img', { name: added })).toBeVisible();

    // The participant's settings offer it; choosing it saves at once.
    const participant = await newParticipant();
    const settings = await signedIn(browser, participant.email);
    await settings.goto(demoUrl('/settings/profile'));
    const choice = settings.getByRole('radio', { name: added });
    // The choice is saved at once; the radio shows the saved picture.
    await choice.click();
    await expect(choice).toBeChecked();
    await expect
      .poll(async () => {
        const [row] = (await sql('SELECT image_url FROM users WHERE email = ?', [
          participant.email,
        ])) as Array<{ image_url: string }>;
        return row!.image_url;
      })
      .toMatch(/^\/api\/files\/public\/[0-9a-f]{32}\.png$/);
    await settings.reload();
    await expect(settings.getByRole('radio', { name: added })).toBeChecked();
    expect(await axeViolations(settings)).toEqual([]);

    // Deleting asks first; the participant keeps the picture they chose.
    await library.getByRole('button', { name: `Delete profile image ${before + 1}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete profile image' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(library.getByRole('listitem')).toHaveCount(before);
    await settings.reload();
    await expect(settings.getByRole('radio', { name: added })).toHaveCount(0);
    await settings.close();
  });

  test("a master edits today's tip, the questionnaire and the end-of-programme page; participants see them", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const tag = uniqueTag();
    await logIn(page, demoUrl(''), 'master@demo.test');
    const participant = await signedIn(browser, (await newParticipant()).email);

    // Tips: the default promotion's tip is shown until edited; saving keeps a copy.
    await openFromPromotion(page, 'Tips', 'Tips');
    const tipRow = page.getByRole('listitem', { name: 'Content walk_meeting' });
    await expect(tipRow.getByText('Default', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await tipRow.getByRole('button', { name: 'Edit walk_meeting' }).click();
    const tipForm = page.getByRole('dialog', { name: 'Edit walk_meeting' });
    const tipTitle = `Walk and talk ${tag}`;
    await tipForm.getByLabel('Title').fill(tipTitle);
    await tipForm.getByRole('button', { name: 'Save' }).click();
    await expect(tipRow.getByText('Edited', { exact: true })).toBeVisible();
    await participant.goto(demoUrl('/tips/today'));
    await expect(participant.getByRole('article', { name: tipTitle })).toBeVisible();

    // Questionnaire: a copy for the promotion, which the prestart survey then asks.
    await openFromPromotion(page, 'Questionnaire', 'Questionnaire');
    await expect(page.getByText('This promotion asks the default questionnaire.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const question = `Over the last two weeks I have laughed often (${tag}).`;
    await page.getByRole('textbox', { name: 'Question 1' }).fill(question);
    await page.getByRole('button', { name: 'Save questionnaire' }).click();
    await expect(page.getByRole('button', { name: 'Reset to default' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Question 1' })).toHaveValue(question);
    const asked = await participant.evaluate(async (promotionId) => {
      const response = await fetch(`/api/promotions/${promotionId}/user_survey_defs`);
      return (
        (await response.json()) as { data: Array<{ questions: Array<{ question: string }> }> }
      ).data[0]!.questions[0]!.question;
    }, DEMO);
    expect(asked).toBe(question);

    // End of programme: edit the promotion's message, preview it, and the participant reads it.
    await openFromPromotion(page, 'End of programme', 'End of programme');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit eop', exact: true }).click();
    const eopForm = page.getByRole('dialog', { name: 'Edit eop' });
    const eopTitle = `See you next season ${tag}`;
    await eopForm.getByLabel('Title').fill(eopTitle);
    await eopForm.getByRole('button', { name: 'Save' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: eopTitle })).toBeVisible();
    await participant.goto(demoUrl('/eop'));
    await expect(participant.getByRole('heading', { name: eopTitle })).toBeVisible();

    // Each goes back to the default, so other journeys see the seeded content.
    await resetToDefault(page, 'Reset eop to default');
    await expect(preview.getByRole('heading', { name: eopTitle })).toHaveCount(0);
    await openFromPromotion(page, 'Questionnaire', 'Questionnaire');
    await resetToDefault(page, 'Reset to default');
    await expect(page.getByText('This promotion asks the default questionnaire.')).toBeVisible();
    await openFromPromotion(page, 'Tips', 'Tips');
    await resetToDefault(page, 'Reset walk_meeting to default');
    await expect(tipRow.getByText('Default', { exact: true })).toBeVisible();
    await participant.close();
  });
});
