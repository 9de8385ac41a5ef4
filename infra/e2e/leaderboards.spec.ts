import { expect, test } from './fixtures';
import { befriend, newParticipant, newTeam, uniqueTag } from './db';
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
    await newTeam(teamName, [captain, mate]);

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
    // The team tab is the demo competition's board: a team's total counts the days from the
    // competition's start (services/participant README), which is still ahead in the demo, so
    // today's walk is on the individual board and the team stands at 0.
    const teamRow = page.getByRole('row', { name: new RegExp(teamName) });
    await expect(teamRow.getByRole('cell').nth(2)).toHaveText('0');
    await expect(teamRow).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(/^Your rank: \d+ \(0 points\)$/i)).toBeVisible();
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
