import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { newParticipant, sql, uniqueTag } from './db';
import { E2E_MAIL_URL, demoUrl } from './stack-config';
import { logIn } from './support';

interface CaughtMessage {
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
}

/** What the stack's mail catcher received over SMTP for one address, newest first. */
async function caughtFor(address: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${E2E_MAIL_URL}/api/messages?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { data: CaughtMessage[] }).data;
}

/** Fills the coordinators' "E-mail participants" form for pasted addresses, to send now. */
async function writeEmail(page: Page, subject: string, addresses: string) {
  const form = page.getByRole('region', { name: 'E-mail participants' });
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill(`Hello team.\n\nSent for ${subject}.`);
  await form.getByRole('combobox', { name: 'Send to' }).selectOption('Only the addresses below');
  await form.getByRole('textbox', { name: 'Other addresses' }).fill(addresses);
  await form.getByRole('checkbox', { name: 'Send now' }).check();
  return form;
}

/** Sends the written e-mail through its confirmation; the form says when the worker is done. */
async function send(page: Page, form: ReturnType<Page['getByRole']>, count: number) {
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this e-mail?' });
  await expect(confirm).toContainText(
    `This e-mail will go to ${count} ${count === 1 ? 'participant' : 'participants'}.`,
  );
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('E-mail sent to 1 participant.')).toBeVisible();
}

test.describe('issue 12: a one-time e-mail from the dashboard', () => {
  test('a coordinator previews and sends it; the recipient unsubscribes; the next send skips them', async ({
    page,
    browser,
  }) => {
    const recipient = await newParticipant({ firstName: 'Mae', lastName: 'Mailbox' });
    const outsider = `outsider.${uniqueTag()}@example.test`;
    const [demo] = (await sql("SELECT program_name FROM promotions WHERE subdomain = 'demo'")) as [
      { program_name: string },
    ];
    const subject = `Spring steps ${uniqueTag()}`;

    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/promotional_tools'));
    const form = await writeEmail(page, subject, recipient.email);

    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    const frame = preview.frameLocator('iframe[title="E-mail preview"]');
    await expect(frame.getByText(demo.program_name).first()).toBeVisible();
    await expect(frame.getByText(`Sent for ${subject}.`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await send(page, form, 1);
    await expect
      .poll(async () => (await caughtFor(recipient.email)).map((m) => m.subject))
      .toEqual([subject]);
    const [message] = await caughtFor(recipient.email);
    expect(message!.html).toContain(demo.program_name);
    expect(message!.headers['list-unsubscribe']).toContain('/api/unsubscribe/one-click');

    // The recipient follows the link in the message, signed out, in their own browser.
    const link = /href="([^"]*\/unsubscribe\?[^"]*)"/.exec(message!.html ?? '')?.[1];
    expect(link).toBeDefined();
    const inbox = await browser.newContext();
    const reader = await inbox.newPage();
    await reader.goto(link!.replace(/&amp;/g, '&'));
    await expect(reader.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await inbox.close();

    const again = `${subject} again`;
    await page.reload();
    const second = await writeEmail(page, again, `${recipient.email}; ${outsider}`);
    // The count leaves out the unsubscribed recipient already: one address is left.
    await send(page, second, 1);
    await expect
      .poll(async () => (await caughtFor(outsider)).map((m) => m.subject))
      .toEqual([again]);
    expect((await caughtFor(recipient.email)).map((m) => m.subject)).toEqual([subject]);
  });
});
