import type { ResultSetHeader } from 'mysql2';
import { expect, test } from './fixtures';
import { newParticipant, newPromotion, sql } from './db';
import { E2E_PORT } from './stack-config';
import { axeViolations, logIn } from './support';

/** A day `n` days from today (the server's local date), YYYY-MM-DD. */
function day(n: number): string {
  const now = new Date();
  const local = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(local + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A promotion of its own whose team competition is in its second week, with an official team
 * of two: week 1's image complete, week 2's at 5 segments of 20.
 */
async function arrangeTeamWeeks() {
  const promotion = await newPromotion({ name: 'teamweeks', launchOn: day(-20) });
  await sql('UPDATE promotions SET is_teams_enabled = 1 WHERE id = ?', [promotion.id]);
  const competition = (await sql(
    `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
       competition_starts_on, competition_ends_on, comp_length, team_size_min, team_size_max)
     VALUES (?, ?, ?, ?, ?, 28, 2, 4)`,
    [promotion.id, day(-20), day(-11), day(-10), day(17)],
  )) as ResultSetHeader;
  const team = (await sql(
    'INSERT INTO teams (promotion_id, competition_id, name, status) VALUES (?, ?, ?, 1)',
    [promotion.id, competition.insertId, 'Lunch Walkers'],
  )) as ResultSetHeader;
  const leader = await newParticipant({ firstName: 'Lena', promotionId: promotion.id });
  const member = await newParticipant({ firstName: 'Milo', promotionId: promotion.id });
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
  for (const [week, segments] of [
    [1, 20],
    [2, 5],
  ]) {
    await sql(
      `INSERT INTO team_works (promotion_id, team_id, competition_id, week, segments_available,
         completed_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, IF(? >= 20, NOW(), NULL), NOW(), NOW())`,
      [promotion.id, team.insertId, competition.insertId, week, segments, segments],
    );
  }
  const url = (path: string) => `http://${promotion.subdomain}.localhost:${E2E_PORT}${path}`;
  return { url, leader, teamId: team.insertId };
}

test.describe('spec 2 s2 team weeks and the showcase', () => {
  test('a member opens the team week from my team, sees it fill while open, and the showcase', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { url, leader, teamId } = await arrangeTeamWeeks();
    await logIn(page, url(''), leader.email);
    await page.goto(url('/artprize/myteam'));
    await page.getByRole('link', { name: 'Week 2' }).click();
    await expect(page).toHaveURL(/\/artprize\/myteam\/week\/2$/);
    await expect(page.getByRole('heading', { name: 'Lunch Walkers: week 2' })).toBeVisible();
    await expect(page.getByText('5 of 20 segments')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: leader.name })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Spec 2 s4: an incomplete work is read every 5 s, so the open page shows it complete.
    await sql(
      'UPDATE team_works SET segments_available = 20, completed_at = NOW() WHERE team_id = ? AND week = 2',
      [teamId],
    );
    await expect(page.getByText('Complete')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/20 of 20 segments/)).toBeVisible();

    await page.getByRole('link', { name: 'See the week 2 showcase' }).click();
    await expect(page).toHaveURL(/\/artprize\/awards\/2$/);
    const winners = page.getByRole('list', { name: 'Week 2 winners' });
    await expect(winners.getByRole('listitem', { name: 'Lunch Walkers' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A week not begun opens the current one; week 3 is listed but not a link.
    await page.goto(url('/artprize/awards/3'));
    await expect(page).toHaveURL(/\/artprize\/awards\/2$/);
    const weeks = page.getByRole('navigation', { name: 'Weeks' });
    await expect(weeks.getByText('Week 3')).toBeVisible();
    await expect(weeks.getByRole('link', { name: 'Week 3' })).toHaveCount(0);

    // Both screens fit a 390 px phone.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/artprize/awards/2', '/artprize/myteam/week/2']) {
      await page.goto(url(path));
      await expect(page.getByRole('navigation', { name: 'Weeks' })).toBeVisible();
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      const root = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(root.scroll).toBeLessThanOrEqual(root.client);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
