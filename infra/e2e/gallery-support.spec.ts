import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { newParticipant, sql } from './db';
import type { Participant } from './db';
import { E2E_MAIL_URL, demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, demoUrl(''), email);
  return page;
}

/** A finished picture of the participant (all 20 segments revealed), its style's name. */
async function revealedWork(participant: Participant) {
  const [image] = (await sql(
    `SELECT i.id, i.style_id, s.name FROM style_images i JOIN work_styles s ON s.id = i.style_id
      JOIN promotions p ON p.collection_id = s.collection_id WHERE p.id = 2 ORDER BY i.id LIMIT 1`,
  )) as Array<{ id: number; style_id: number; name: string }>;
  await sql(
    `INSERT INTO works (promotion_id, user_id, current_user_id, style_id, style_image_id,
       segments_available, segments_revealed, completed, completed_at)
     VALUES (2, ?, ?, ?, ?, 20, 20, 1, NOW(3))`,
    [participant.id, participant.id, image!.style_id, image!.id],
  );
  return image!.name;
}

/** The gallery walkthrough of a first visit (spec 2 s4): Continue, Next, then Complete. */
async function finishWalkthrough(page: Page, checkAxe = false) {
  const first = page.getByRole('dialog', { name: 'Welcome to the Art Gallery' });
  await expect(first.getByRole('img')).toBeVisible();
  if (checkAxe) expect(await axeViolations(page)).toEqual([]);
  await first.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Frame it and give it a name' })
    .getByRole('button', { name: 'Next' })
    .click();
  await page
    .getByRole('dialog', { name: 'Cheer each other on' })
    .getByRole('button', { name: 'Complete' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('issue 16: the art gallery, support and coordinator notifications', () => {
  test('a participant finishes a work to the public gallery; another finds it in /art-gallery/all and comments', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const painter = await newParticipant({ firstName: 'Pia' });
    const title = await revealedWork(painter);
    const page = await signedIn(browser, painter.email);
    await page.goto(demoUrl('/home'));
    await page
      .getByRole('region', { name: 'Image Complete' })
      .getByRole('button', { name: 'Finish image' })
      .click();
    const finish = page.getByRole('dialog', { name: 'Finish your image' });
    await finish.getByRole('button', { name: 'Share in the gallery' }).click();
    await expect(finish).toHaveCount(0);

    // The owner names it in the gallery's edit dialog.
    await page.goto(demoUrl('/art-gallery/my'));
    await finishWalkthrough(page, true);
    const mine = page.getByRole('article', { name: title });
    await expect(mine.getByRole('img', { name: title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const named = `Sunrise by ${painter.lastName}`;
    await mine.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit your art' });
    await edit.getByRole('textbox', { name: 'Title' }).fill(named);
    await edit
      .getByRole('textbox', { name: 'Description' })
      .fill('Painted one healthy day at a time.');
    expect(await axeViolations(page)).toEqual([]);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('article', { name: named })).toBeVisible();

    const viewer = await signedIn(browser, (await newParticipant({ firstName: 'Vic' })).email);
    await viewer.goto(demoUrl('/art-gallery/all'));
    await finishWalkthrough(viewer);
    const art = viewer.getByRole('article', { name: named });
    await expect(art.getByText('Painted one healthy day at a time.')).toBeVisible();
    await expect(art.getByText(`by Pia ${painter.lastName}`)).toBeVisible();
    // Its picture loads for another participant of the promotion.
    await expect
      .poll(() =>
        art.getByRole('img', { name: named }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await art.getByRole('textbox', { name: 'Write a comment' }).fill('Beautiful colours!');
    await art.getByRole('button', { name: 'Comment' }).click();
    await expect(art.getByText('Beautiful colours!')).toBeVisible();
    await viewer.getByText('Grid', { exact: true }).click();
    await expect(viewer.getByRole('radio', { name: 'Grid' })).toBeChecked();
    expect(await axeViolations(viewer)).toEqual([]);
    await art.getByRole('button', { name: 'Report' }).click();
    const report = viewer.getByRole('dialog', { name: 'Report Art' });
    await expect(report).toBeVisible();
    expect(await axeViolations(viewer)).toEqual([]);
    await report.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the FAQs search and the contact form sends to the coordinators (mail in the catcher)', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const participant = await newParticipant({ firstName: 'Cara' });
    const page = await signedIn(browser, participant.email);
    await page.goto(demoUrl('/support/faqs'));
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(demoUrl('/support/contact'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Cara');
    await form.getByRole('combobox', { name: 'Topic' }).selectOption('Logging activities');
    const words = `My steps are missing (${participant.lastName}).`;
    await form.getByRole('textbox', { name: 'Message' }).fill(words);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you. Message sent successfully.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${E2E_MAIL_URL}/api/messages?to=${encodeURIComponent('coordinator@demo.test')}`,
          );
          const { data } = (await response.json()) as {
            data: Array<{ subject: string; text: string | null }>;
          };
          return data.find((m) => m.text?.includes(words))?.subject ?? null;
        },
        { timeout: 30_000 },
      )
      .toBe(`Support request from Cara ${participant.lastName}`);
  });

  test('a coordinator sends a notification that two participants see live', async ({ browser }) => {
    test.setTimeout(120_000);
    const first = await signedIn(browser, (await newParticipant({ firstName: 'Nia' })).email);
    const second = await signedIn(browser, (await newParticipant({ firstName: 'Ola' })).email);
    await first.goto(demoUrl('/home'));
    await second.goto(demoUrl('/notifications/all'));
    const coordinator = await signedIn(browser, 'coordinator@demo.test');
    await coordinator.goto(demoUrl('/coordinator/dashboard/promotional_tools'));
    const section = coordinator.getByRole('region', { name: 'Send a notification' });
    await section.getByRole('button', { name: 'Send notification' }).click();
    await expect(section.getByText('Oops, a message is needed.')).toBeVisible();
    const message = `Lunch walk at noon ${Date.now()}`;
    await section.getByRole('textbox', { name: 'Title (optional)' }).fill('Lunch walk');
    await section.getByRole('textbox', { name: 'Message' }).fill(message);
    expect(await axeViolations(coordinator)).toEqual([]);
    await section.getByRole('button', { name: 'Send notification' }).click();
    const confirm = coordinator.getByRole('dialog', { name: 'Send Notification' });
    expect(await axeViolations(coordinator)).toEqual([]);
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(section.getByText(/^Notification sent to \d+ participants\.$/)).toBeVisible();

    // Both see it live, without reloading: the toast, and the list refreshed.
    await expect(first.getByText(message)).toBeVisible();
    await expect(second.getByText(message).first()).toBeVisible();
    expect(await axeViolations(first)).toEqual([]);
  });
});
