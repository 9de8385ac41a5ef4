import { expect, test } from './fixtures';
import { befriend, newParticipant, newTeam, sql, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logActivity, logIn } from './support';

/** The seed's 'Take a 20-minute walk' is worth 10 points (services/schema seed). */
const WALK_POINTS = 10;

test.describe('leaderboards (spec 1 s2)', () => {
  test('tabs by the flags, a team on the team board, name search, and friends once a friend exists', async ({
    page,
  }) => {
    const captain = await newParticipant({ firstName: 'Cara', lastName: 'Captain' });
    const mate = await newParticipant({ firstName: 'Milo', lastName: 'Mate' });
    const teamName = `Team ${uniqueTag()}`;
    const teamId = await newTeam(teamName, [captain, mate]);
    // With a competition (journeys before this one may have made the demo's), the team tab is
    // its board, whose totals count the days from its start (services/participant README);
    // without one, the sum of the members' points.
    const [team] = (await sql(
      `SELECT c.id IS NULL OR c.competition_starts_on <= CURDATE() AS counts_today
         FROM teams t LEFT JOIN competitions c ON c.id = t.competition_id WHERE t.id = ?`,
      [teamId],
    )) as Array<{ counts_today: number }>;
    const teamPoints = Number(team.counts_today) ? WALK_POINTS : 0;

    await logIn(page, demoUrl(''), captain.email);
    await page.goto(demoUrl('/activities/1'));
    await logActivity(page, 'Take a 20-minute walk');

    // The home widget leads to the full board the default-tab rule picks.
    await page.goto(demoUrl('/home'));
    await page.getByRole('link', { name: 'See the full leaderboard' }).click();
    await expect(page).toHaveURL(/\/leaderboard\/individual$/);
    const tabs = page.getByRole('tablist', { name: 'Leaderboards' }).getByRole('tab');
    // The demo shows the individual board and has teams; no friend yet: no Friends tab.
    await expect(tabs).toHaveText(['Individual', 'Team']);

    // Case-insensitive search over the whole board, not just the loaded rows.
    await page
      .getByRole('searchbox', { name: 'Search by name' })
      .fill(captain.lastName.toUpperCase());
    const found = page.getByRole('table', { name: 'Individual leaderboard' }).getByRole('row');
    await expect(found).toHaveCount(2);
    await expect(found.nth(1).getByRole('cell').nth(1)).toHaveText(captain.name);
    await expect(found.nth(1).getByRole('cell').nth(2)).toHaveText(String(WALK_POINTS));

    await tabs.filter({ hasText: 'Team' }).click();
    await expect(page).toHaveURL(/\/leaderboard\/team$/);
    const teamRow = page.getByRole('row', { name: new RegExp(teamName) });
    await expect(teamRow.getByRole('cell').nth(2)).toHaveText(String(teamPoints));
    await expect(teamRow).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByText(new RegExp(`^Your rank: \\d+ \\(${teamPoints} points\\)$`, 'i')),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await befriend(mate, captain);
    await page.reload();
    await expect(tabs).toHaveText(['Individual', 'Team', 'Friends']);
    // Keyboard: the tabs are one stop, arrows move between them.
    await tabs.filter({ hasText: 'Team' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/leaderboard\/friends$/);
    const friends = page.getByRole('table', { name: 'Friends leaderboard' });
    await expect(friends.getByRole('row')).toHaveCount(3);
    await expect(friends.getByRole('row', { name: new RegExp(captain.lastName) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
