import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newParticipant, newPromotion, rebuildBoards, sql } from './db';
import type { Participant } from './db';
import { E2E_MAIL_URL, E2E_PORT } from './stack-config';
import { axeViolations, logActivity, logIn } from './support';

/** A day `n` days from today (the server's local date), YYYY-MM-DD. */
function day(n: number): string {
  const now = new Date();
  const local = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(local + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A promotion of its own with teams on and a competition enrolling teams of three. */
async function teamPromotion() {
  const promotion = await newPromotion({ name: 'teams', launchOn: day(-10) });
  await sql('UPDATE promotions SET is_teams_enabled = 1 WHERE id = ?', [promotion.id]);
  await sql(
    `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
       competition_starts_on, competition_ends_on, comp_length, team_size_min, team_size_max)
     VALUES (?, ?, ?, ?, ?, 28, 3, 3)`,
    [promotion.id, day(-1), day(6), day(7), day(34)],
  );
  return (path: string) => `http://${promotion.subdomain}.localhost:${E2E_PORT}${path}`;
}

/**
 * Two activities of week 1 worth 10 points each (a promotion of its own has none), and the
 * competition started today (enrolment closed yesterday, so the teams formed stay as they are):
 * what members log from now on counts on the team board, by the sum of their points.
 */
async function startCompetition(promotionId: number) {
  const category = (await sql(
    "INSERT INTO activity_categories (promotion_id, `key`, display, sequence) VALUES (?, 'move', 'Move', 1)",
    [promotionId],
  )) as { insertId: number };
  for (const [index, name] of ['Stretch at your desk', 'Take the stairs'].entries()) {
    await sql(
      `INSERT INTO activities (promotion_id, category_id, name, week_available, sequence,
         is_one_time, multiplier, point_value)
       VALUES (?, ?, ?, 1, ?, 0, 1, 10)`,
      [promotionId, category.insertId, name, index + 1],
    );
  }
  await sql(
    `UPDATE competitions SET enrollment_ends_on = ?, competition_starts_on = ?,
       competition_ends_on = ?, scoring_rule = 'sum' WHERE promotion_id = ?`,
    [day(-1), day(0), day(27), promotionId],
  );
}

/** A rival team of one in the promotion's competition, 15 points ahead today. */
async function rivalTeam(promotionId: number) {
  const rival = await newParticipant({ firstName: 'Rory', lastName: 'Rival', promotionId });
  const team = (await sql(
    `INSERT INTO teams (promotion_id, competition_id, name, status)
     SELECT ?, id, 'Early Birds', 1 FROM competitions WHERE promotion_id = ?`,
    [promotionId, promotionId],
  )) as { insertId: number };
  await sql(
    'INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, ?, 1)',
    [team.insertId, rival.id, promotionId],
  );
  await sql('UPDATE users SET team_id = ?, total_points = 15 WHERE id = ?', [
    team.insertId,
    rival.id,
  ]);
  await sql(
    'INSERT INTO entries (promotion_id, user_id, recorded_on, total_points) VALUES (?, ?, ?, 15)',
    [promotionId, rival.id, day(0)],
  );
  rebuildBoards(promotionId);
}

/** The e-mails the stack's mail catcher received for one address, newest first. */
async function caughtFor(address: string): Promise<Array<{ subject: string; html: string }>> {
  const response = await fetch(`${E2E_MAIL_URL}/api/messages?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { data: Array<{ subject: string; html: string }> }).data;
}

async function signedIn(browser: Browser, url: (path: string) => string, who: Participant) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, url(''), who.email);
  return page;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Team banner' });

test.describe('issue 15: a team is formed by invitations', () => {
  test('a leader creates a team, invites one teammate by search and one by e-mail; both join and the team is official', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const url = await teamPromotion();
    const promotionId = (
      (await sql('SELECT id FROM promotions WHERE subdomain = ?', [
        new URL(url('/')).hostname.split('.')[0],
      ])) as Array<{ id: number }>
    )[0].id;
    const leader = await newParticipant({ firstName: 'Lena', lastName: 'Leader', promotionId });
    const searched = await newParticipant({ firstName: 'Sasha', lastName: 'Search', promotionId });
    const mailed = await newParticipant({ firstName: 'Mika', lastName: 'Mailed', promotionId });

    // The leader: no team yet, the banner sends them to the Team page.
    await logIn(page, url(''), leader.email);
    await banner(page)
      .getByRole('link', { name: 'Visit the Team page to start or join a team.' })
      .click();
    await expect(page).toHaveURL(/\/artprize\/join$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByText('No teams to join yet')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Team instructions' }).click();
    const instructions = page.getByRole('dialog', { name: 'Team instructions' });
    await expect(instructions).toContainText('Start a team and invite colleagues');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Create a team' }).click();
    await expect(page).toHaveURL(/\/artprize\/create$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Team name' }).fill('Lunch Walkers');
    await page.getByRole('button', { name: 'Create team' }).click();
    const pending = page.getByRole('dialog', { name: 'Your team is pending' });
    await expect(pending).toContainText('Invite teammates by name or by e-mail');
    expect(await axeViolations(page)).toEqual([]);
    await pending.getByRole('button', { name: 'Go to my team' }).click();

    await expect(page).toHaveURL(/\/artprize\/myteam$/);
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(banner(page)).toContainText('Team status: Pending. Visit the Team page.');

    // Invite the second by search (3 characters at least), the third by e-mail.
    await page.getByRole('searchbox', { name: 'Invite people by name' }).fill('Sas');
    await page.getByRole('button', { name: `Invite ${searched.name}` }).click();
    await expect(page.getByText('Invite successfully sent!').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Invite by e-mail' }).fill(mailed.email);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(
      page
        .getByRole('listitem', { name: mailed.name })
        .or(page.getByRole('listitem', { name: mailed.email })),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The second sees the invitation in the banner and accepts it on the join screen.
    const second = await signedIn(browser, url, searched);
    await banner(second).getByRole('link', { name: 'You have a pending Team invitation.' }).click();
    await second.getByRole('button', { name: 'Accept the invitation from Lunch Walkers' }).click();
    const accepted = second.getByRole('dialog', { name: 'Accepted!' });
    await expect(accepted).toContainText("You're now a member of Lunch Walkers.");
    expect(await axeViolations(second)).toEqual([]);
    await accepted.getByRole('button', { name: 'OK' }).click();
    await expect(second).toHaveURL(/\/artprize\/myteam$/);
    await expect(second.getByRole('listitem', { name: 'Lena Leader' })).toBeVisible();
    expect(await axeViolations(second)).toEqual([]);

    // The third follows the link of the invitation e-mail.
    await expect
      .poll(async () => (await caughtFor(mailed.email)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const [mail] = await caughtFor(mailed.email);
    expect(mail!.html).toContain('Lunch Walkers');
    const link = /href="([^"]*\/artprize\/join[^"]*)"/.exec(mail!.html)?.[1];
    expect(link).toBeDefined();
    const third = await signedIn(browser, url, mailed);
    await third.goto(link!.replace(/&amp;/g, '&'));
    await third.getByRole('button', { name: 'Accept the invitation from Lunch Walkers' }).click();
    await third
      .getByRole('dialog', { name: 'Accepted!' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(third).toHaveURL(/\/artprize\/myteam$/);

    // Three of three: the team is official, live on the leader's page, and the leader's
    // "Team status: Pending" banner is gone (a member of an official team sees none).
    await expect(page.getByText('Official', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: mailed.name })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(banner(second)).toBeHidden();
    await expect(banner(third)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);

    // Team chat, live: the leader writes; the second, in the chat, reads it without a reload;
    // the third, elsewhere, sees the header's unread count move.
    const messages = (who: Page) =>
      who.getByRole('banner').getByRole('link', { name: /^Messages/ });
    await expect(messages(third)).toHaveAccessibleName('Messages');
    await page.getByRole('link', { name: 'Team chat' }).click();
    await expect(page).toHaveURL(/\/messages\?/);
    const chatLog = (who: Page) => who.getByRole('log', { name: 'Messages with Lunch Walkers' });
    await expect(chatLog(page)).toBeVisible();
    await second.getByRole('link', { name: 'Team chat' }).click();
    await expect(chatLog(second)).toBeVisible();
    expect(await axeViolations(second)).toEqual([]);
    await page.getByRole('textbox', { name: 'Message' }).fill('Stairs race at noon?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(chatLog(page).getByText('Stairs race at noon?')).toBeVisible();
    await expect(chatLog(second).getByText('Stairs race at noon?')).toBeVisible();
    await expect(messages(third)).toHaveAccessibleName('Messages, 1 unread');
    await second.getByRole('textbox', { name: 'Message' }).fill('Count me in!');
    await second.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(chatLog(page).getByText('Count me in!')).toBeVisible();
    await expect(messages(third)).toHaveAccessibleName('Messages, 2 unread');
    await messages(third).click();
    await third.getByRole('button', { name: /Lunch Walkers/ }).click();
    await expect(chatLog(third).getByText('Count me in!')).toBeVisible();
    await expect(messages(third)).toHaveAccessibleName('Messages');

    // The competition starts; a rival team is ahead. The second watches the team board while
    // the leader logs: the board reorders without a reload.
    await startCompetition(promotionId);
    await rivalTeam(promotionId);
    await second.goto(url('/leaderboard/team'));
    const board = second.getByRole('table', { name: 'Team leaderboard' });
    const teamNames = board.getByRole('row').filter({ has: second.getByRole('cell') });
    await expect(teamNames.nth(0)).toContainText('Early Birds');
    await expect(teamNames.nth(1)).toContainText('Lunch Walkers');
    expect(await axeViolations(second)).toEqual([]);
    await page.goto(url('/activities/1'));
    await logActivity(page, 'Stretch at your desk');
    await logActivity(page, 'Take the stairs');
    await expect(teamNames.nth(0)).toContainText('Lunch Walkers');
    await expect(teamNames.nth(1)).toContainText('Early Birds');
    await expect(board.getByRole('row', { name: /Lunch Walkers/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a newcomer forms a team in the prestart wizard: create, Invite now, invite, Continue', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const url = await teamPromotion();
    const [{ id: promotionId }] = (await sql('SELECT id FROM promotions WHERE subdomain = ?', [
      new URL(url('/')).hostname.split('.')[0],
    ])) as Array<{ id: number }>;
    const newcomer = await newParticipant({
      firstName: 'Nora',
      lastName: 'Newcomer',
      promotionId,
      newcomer: true,
    });
    const colleague = await newParticipant({
      firstName: 'Cole',
      lastName: 'Colleague',
      promotionId,
    });

    await logIn(page, url(''), newcomer.email);
    await page.goto(url('/prestart/team'));
    await expect(page.getByText(/^Step \d of \d: Join a team$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create a team' }).click();
    await expect(page).toHaveURL(/\/prestart\/team\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Team name' }).fill('Early Risers');
    await page.getByRole('button', { name: 'Create team' }).click();
    const pending = page.getByRole('dialog', { name: 'Your team is pending' });
    await expect(pending.getByRole('button', { name: 'Invite later' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await pending.getByRole('button', { name: 'Invite now' }).click();

    await expect(page).toHaveURL(/\/prestart\/team\/myteam$/);
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Invite people by name' }).fill('Col');
    await page.getByRole('button', { name: `Invite ${colleague.name}` }).click();
    await expect(page.getByText('Invite successfully sent!').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The team step is over: the wizard's last step.
    await expect(page).toHaveURL(/\/prestart\/final$/);
    await expect(page.getByRole('button', { name: 'Go to my home page' })).toBeVisible();
  });
});
