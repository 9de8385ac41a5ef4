import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { newParticipant, revealedWork, sql, uniqueTag } from './db';
import { E2E_MAIL_URL, demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

const PASSWORD = 'Fresh!start42';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, demoUrl(''), email);
  return page;
}

/** The friend invite's link in the e-mail the stack's mail catcher received for `address`. */
async function inviteLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `${E2E_MAIL_URL}/api/messages?to=${encodeURIComponent(address)}`,
      );
      const { data } = (await response.json()) as { data: Array<{ text: string | null }> };
      link = /(https?:\/\/\S*\/register\?friend_invite=[0-9a-f]+)/.exec(data[0]?.text ?? '')?.[1];
      return link !== undefined;
    })
    .toBe(true);
  return link!;
}

/** Closes the first-time friends popup (spec 2 s2) once, checking it with axe. */
async function closeFirstTimePopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Welcome to Friends' });
  await expect(popup.getByText('Better together')).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toHaveCount(0);
}

test.describe('issue 16 friends: invite by e-mail, friends through search, gift points', () => {
  test('one invites a colleague by e-mail who registers from the link into the friendship; another becomes a friend through search; gift points are accepted and both friends see the leaderboards and a coordinator notification change live', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const inviter = await newParticipant({ firstName: 'Ines', lastName: 'Inviter' });
    const tag = uniqueTag();
    const invitee = `friend.${tag}@demo.test`;

    // 1. The inviter finds nobody for the address and invites it.
    const ines = await signedIn(browser, inviter.email);
    await ines.goto(demoUrl('/profile/friends/all'));
    await closeFirstTimePopup(ines);
    await expect(ines.getByText('No friends yet')).toBeVisible();
    expect(await axeViolations(ines)).toEqual([]);
    await ines.getByRole('searchbox', { name: /Find friends/ }).fill(invitee);
    await expect(ines).toHaveURL(new RegExp(`search=${encodeURIComponent(invitee)}`));
    await expect(ines.getByText(`Nobody in this programme matches “${invitee}”.`)).toBeVisible();
    await ines.getByRole('button', { name: `Invite ${invitee} by e-mail` }).click();
    const confirm = ines.getByRole('dialog', { name: 'Invite by E-mail' });
    expect(await axeViolations(ines)).toEqual([]);
    await confirm.getByRole('button', { name: 'Send invite' }).click();
    await expect(ines.getByText('Invite successfully sent!')).toBeVisible();
    await ines.getByRole('tab', { name: 'Sent Requests' }).click();
    await expect(ines).toHaveURL(/\/profile\/friends\/requests$/);
    const sent = ines.getByRole('list', { name: 'Sent requests' });
    await expect(sent.getByText(invitee)).toBeVisible();
    expect(await axeViolations(ines)).toEqual([]);

    // 2. The colleague registers from the e-mailed link: they are friends straight away.
    const link = await inviteLink(invitee);
    const identifier = `E2E-${tag}`;
    await sql(
      `INSERT INTO eligibilities (promotion_id, identifier, first_name, last_name, email)
       SELECT id, ?, 'Fran', ?, ? FROM promotions WHERE subdomain = 'demo'`,
      [identifier, `Friend ${tag}`, invitee],
    );
    const fran = await (await browser.newContext()).newPage();
    await fran.goto(link.replace(/^https?:\/\/[^/]+/, demoUrl('')));
    const eligibility = fran.getByRole('dialog', { name: 'Eligibility' });
    await eligibility.getByLabel('Token').fill(identifier);
    await eligibility.getByRole('button', { name: 'Continue' }).click();
    const form = fran.getByRole('form', { name: 'Register' });
    await form.getByLabel('Retype email').fill(invitee);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel('Retype password').fill(PASSWORD);
    await form.getByRole('radio', { name: 'Profile image 3' }).check();
    await form.getByLabel('Location').selectOption({ label: 'North Region' });
    await form.getByLabel('Office').selectOption({ label: 'Chicago Office' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(fran).toHaveURL(/\/prestart\/basics$/);
    await ines.reload();
    await expect(ines.getByText('No requests waiting')).toBeVisible();
    await ines.getByRole('tab', { name: 'All Friends' }).click();
    await expect(
      ines.getByRole('list', { name: 'Friends' }).getByText(`Fran Friend ${tag}`),
    ).toBeVisible();

    // 3. Another participant finds the inviter by name and asks; the inviter accepts.
    const asker = await newParticipant({ firstName: 'Sol', lastName: 'Searcher' });
    const sol = await signedIn(browser, asker.email);
    await sol.goto(demoUrl('/profile/friends/all'));
    await closeFirstTimePopup(sol);
    await sol.getByRole('searchbox', { name: /Find friends/ }).fill(inviter.lastName);
    const results = sol.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: `Add ${inviter.name}` }).click();
    await sol
      .getByRole('dialog', { name: 'Add Friend' })
      .getByRole('button', { name: 'Send request' })
      .click();
    await expect(results.getByText('Request sent')).toBeVisible();
    expect(await axeViolations(sol)).toEqual([]);

    await ines.reload();
    const requests = ines.getByRole('list', { name: 'Friend requests' });
    await requests.getByRole('button', { name: `Accept ${asker.name}` }).click();
    await ines
      .getByRole('dialog', { name: 'Accept Request' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(ines.getByRole('list', { name: 'Friends' }).getByText(asker.name)).toBeVisible();
    expect(await axeViolations(ines)).toEqual([]);

    // 4. Sol finishes an image and gifts its 10 points to Ines, who accepts them.
    await revealedWork(asker, true);
    await sol.goto(demoUrl('/home'));
    await sol
      .getByRole('region', { name: 'Image Complete' })
      .getByRole('button', { name: 'Finish image' })
      .click();
    const finish = sol.getByRole('dialog', { name: 'Finish your image' });
    await expect(finish.getByText(/earns a bonus of 10 points/)).toBeVisible();
    await finish.getByLabel('Gift to').selectOption({ label: inviter.name });
    expect(await axeViolations(sol)).toEqual([]);
    await finish.getByRole('button', { name: 'Gift 10 points' }).click();
    await expect(sol.getByText(`Sent gift points to ${inviter.name}`)).toBeVisible();

    // Both friends watch the friends leaderboard while the gift waits: Ines has 0 points.
    const boardRow = (page: Page) =>
      page
        .getByRole('table', { name: 'Friends leaderboard' })
        .getByRole('row', { name: new RegExp(inviter.lastName) });
    for (const page of [ines, sol]) {
      await page.goto(demoUrl('/leaderboard/friends'));
      await expect(boardRow(page).getByRole('cell').nth(2)).toHaveText('0');
    }
    expect(await axeViolations(sol)).toEqual([]);
    const friends = await (await browser.newContext()).newPage();
    await logIn(friends, demoUrl(''), inviter.email);
    await friends.goto(demoUrl('/profile/friends/all'));
    const gifts = friends.getByRole('list', { name: 'Gift points' });
    await expect(gifts.getByText('sent you 10 points')).toBeVisible();
    expect(await axeViolations(friends)).toEqual([]);
    await gifts.getByRole('button', { name: `Accept gift points from ${asker.name}` }).click();
    await expect(friends.getByText(`Accepted gift points from ${asker.name}`)).toBeVisible();
    // Accepting changes the points and the boards in one transaction, then LeaderboardChanged
    // reaches every open board: both friends see the 10 points without reloading.
    for (const page of [ines, sol])
      await expect(boardRow(page).getByRole('cell').nth(2)).toHaveText('10', { timeout: 20_000 });

    // 5. A coordinator sends a notification: both friends, still on the board, see it live.
    const coordinator = await signedIn(browser, 'coordinator@demo.test');
    await coordinator.goto(demoUrl('/coordinator/dashboard/promotional_tools'));
    const section = coordinator.getByRole('region', { name: 'Send a notification' });
    const message = `Friends walk on Friday ${tag}`;
    await section.getByRole('textbox', { name: 'Message' }).fill(message);
    await section.getByRole('button', { name: 'Send notification' }).click();
    await coordinator
      .getByRole('dialog', { name: 'Send Notification' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(section.getByText(/^Notification sent to \d+ participants\.$/)).toBeVisible();
    for (const page of [ines, sol]) {
      await expect(page.getByText(message)).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/leaderboard\/friends$/);
    }
    expect(await axeViolations(ines)).toEqual([]);
  });
});
