import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { befriend, newParticipant } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, demoUrl(''), email);
  return page;
}

const headerMessages = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Messages/ });

test.describe('issues 15 and 16 messages: two friends message each other live', () => {
  test('a message arrives live, the unread count moves, and it is seen once read', async ({
    browser,
  }) => {
    // Two signed-in browsers and five axe passes on a shared 2-core machine.
    test.setTimeout(180_000);
    const ann = await newParticipant({ firstName: 'Ann', lastName: 'Sender' });
    const bob = await newParticipant({ firstName: 'Bob', lastName: 'Reader' });
    await befriend(ann, bob);
    const annPage = await signedIn(browser, ann.email);
    const bobPage = await signedIn(browser, bob.email);
    await bobPage.goto(demoUrl('/home'));
    await expect(headerMessages(bobPage)).toHaveAccessibleName('Messages');

    // Ann starts the conversation from ?recipient and writes.
    await annPage.goto(demoUrl(`/messages?recipient=${bob.id}`));
    await expect(annPage).toHaveURL(/\?conversation=\d+$/);
    const annLog = annPage.getByRole('log', { name: `Messages with ${bob.name}` });
    await expect(annLog.getByText('No messages yet. Say hello!')).toBeVisible();
    expect(await axeViolations(annPage)).toEqual([]);
    await annPage.getByRole('textbox', { name: 'Message' }).fill('Walk at noon?');
    await annPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(annLog.getByText('Walk at noon?')).toBeVisible();

    // Bob, on another page, sees the count move without reloading.
    await expect(headerMessages(bobPage)).toHaveAccessibleName('Messages, 1 unread');
    await headerMessages(bobPage).click();
    await expect(bobPage).toHaveURL(/\/messages$/);
    const fromAnn = bobPage.getByRole('button', { name: new RegExp(ann.name) });
    await expect(fromAnn.getByLabel('1 unread')).toBeVisible();
    expect(await axeViolations(bobPage)).toEqual([]);
    await fromAnn.click();
    const bobLog = bobPage.getByRole('log', { name: `Messages with ${ann.name}` });
    await expect(bobLog.getByText('Walk at noon?')).toBeVisible();
    await expect(headerMessages(bobPage)).toHaveAccessibleName('Messages');
    expect(await axeViolations(bobPage)).toEqual([]);

    // Bob replies; Ann's open thread shows it live, and the count stays at 0 for her as she reads.
    await bobPage.getByRole('textbox', { name: 'Message' }).fill('Yes! Meet at the lobby.');
    await bobPage.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(bobLog.getByText('Yes! Meet at the lobby.')).toBeVisible();
    await expect(annLog.getByText('Yes! Meet at the lobby.')).toBeVisible();
    await expect(annLog.getByText('Yes! Meet at the lobby.')).toHaveCount(1);
    await expect(headerMessages(annPage)).toHaveAccessibleName('Messages');

    // Bob leaves after the spec's confirmation.
    await bobPage.getByRole('button', { name: 'Leave' }).click();
    const dialog = bobPage.getByRole('dialog', { name: 'Leave Conversation?' });
    await expect(dialog.getByText('Are you sure you want to leave this conversion?')).toBeVisible();
    expect(await axeViolations(bobPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(bobPage.getByText('No conversations yet')).toBeVisible();
    await expect(annLog.getByText(`${bob.name} left the conversation.`)).toBeVisible();
  });
});
