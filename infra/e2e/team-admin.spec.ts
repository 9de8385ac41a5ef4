import type { ResultSetHeader } from 'mysql2/promise';
import { expect, test } from './fixtures';
import { newParticipant, newPromotion, rebuildDemoBoards, sql, uniqueTag } from './db';
import type { Participant } from './db';
import { dashboardUrl, demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

/** A day `n` days from today (the server's local date), YYYY-MM-DD. */
function day(n: number): string {
  const now = new Date();
  const local = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(local + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A competition of the demo whose enrolment is open and which starts after any other test's
 * (the Teams tab shows the latest-starting running one), and an official team of two.
 */
async function arrangeTeam(name: string, leader: Participant, member: Participant) {
  const competition = (await sql(
    `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
       competition_starts_on, competition_ends_on, comp_length, team_size_min, team_size_max)
     VALUES (2, ?, ?, ?, ?, 28, 2, 4)`,
    [day(-1), day(900), day(901), day(928)],
  )) as ResultSetHeader;
  const team = (await sql(
    'INSERT INTO teams (promotion_id, competition_id, name, status) VALUES (2, ?, ?, 1)',
    [competition.insertId, name],
  )) as ResultSetHeader;
  for (const [person, isLeader] of [
    [leader, true],
    [member, false],
  ] as const) {
    await sql(
      'INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, 2, ?)',
      [team.insertId, person.id, isLeader],
    );
    await sql('UPDATE users SET team_id = ? WHERE id = ?', [team.insertId, person.id]);
  }
  rebuildDemoBoards();
  return team.insertId;
}

test.describe('issue 15 team administration', () => {
  test('a coordinator edits a team, changes its leader, deletes and undeletes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `Striders ${uniqueTag()}`;
    const leader = await newParticipant({ firstName: 'Lena' });
    const member = await newParticipant({ firstName: 'Milo' });
    const teamId = await arrangeTeam(name, leader, member);

    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/teams'));
    const official = page.getByRole('region', { name: /^Official teams/ });
    const row = official.getByRole('row', { name: new RegExp(name) });
    // Three reads in a row (the user, the competitions, the teams) on a busy machine.
    await expect(row).toContainText(leader.name, { timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `View members of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${name} members` });
    await expect(dialog).toContainText(member.name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/promotion/2/teams/${teamId}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: `Edit team: ${name}` })).toBeVisible({
      timeout: 30_000,
    });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Make ${member.name} the leader` }).click();
    await expect(page.getByText(`${member.name} is now the leader.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(member.name) })).toContainText('Leader');
    await expect(
      page.getByRole('button', { name: `Make ${leader.name} the leader` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Delete team' }).click();
    await expect(page.getByText('The team was deleted.')).toBeVisible();
    await expect(page.getByText(/Status: Deleted/)).toBeVisible();
    await page.getByRole('button', { name: 'Undelete (back to pending)' }).click();
    await expect(page.getByText(/Status: Pending/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the teams' }).click();
    const pending = page.getByRole('region', { name: /^Pending teams/ });
    await expect(pending.getByRole('row', { name: new RegExp(name) })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a master who picks another promotion on the dashboard sees and edits its teams', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const promotion = await newPromotion({ name: 'picked', launchOn: day(-10) });
    await sql('UPDATE promotions SET is_teams_enabled = 1 WHERE id = ?', [promotion.id]);
    const competition = (await sql(
      `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
         competition_starts_on, competition_ends_on, comp_length, team_size_min, team_size_max)
       VALUES (?, ?, ?, ?, ?, 28, 2, 4)`,
      [promotion.id, day(-1), day(6), day(7), day(34)],
    )) as ResultSetHeader;
    const name = `Picked Striders ${uniqueTag()}`;
    const team = (await sql(
      'INSERT INTO teams (promotion_id, competition_id, name, status) VALUES (?, ?, ?, 1)',
      [promotion.id, competition.insertId, name],
    )) as ResultSetHeader;
    const leader = await newParticipant({ firstName: 'Pia', promotionId: promotion.id });
    const member = await newParticipant({ firstName: 'Pax', promotionId: promotion.id });
    for (const [person, isLeader] of [
      [leader, true],
      [member, false],
    ] as const) {
      await sql(
        'INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, ?, ?)',
        [team.insertId, person.id, promotion.id, isLeader],
      );
      await sql('UPDATE users SET team_id = ? WHERE id = ?', [team.insertId, person.id]);
    }

    await logIn(page, dashboardUrl(''), 'master@wellness.test');
    await page.goto(dashboardUrl('/coordinator/dashboard/stats'));
    // Searchable: the e2e database holds every journey's promotions.
    const picker = page.getByRole('combobox', { name: 'Promotion' });
    await picker.click();
    await picker.fill(promotion.subdomain);
    await page
      .getByRole('option', { name: `Prelaunch ${promotion.subdomain}`, exact: true })
      .click();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Teams' })
      .click();
    const row = page
      .getByRole('region', { name: /^Official teams/ })
      .getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(leader.name, { timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/promotion/${promotion.id}/teams/${team.insertId}/edit$`),
    );
    await page.getByRole('button', { name: `Make ${member.name} the leader` }).click();
    await expect(page.getByText(`${member.name} is now the leader.`)).toBeVisible();
  });
});
