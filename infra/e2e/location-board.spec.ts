import type { Locator, Page } from '@playwright/test';
import type { ResultSetHeader } from 'mysql2/promise';
import { expect, test } from './fixtures';
import { newParticipant, rebuildDemoBoards, sql, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logActivity, logIn } from './support';

/** The seed's 'Take a 20-minute walk' is worth 10 points (services/schema seed). */
const WALK_POINTS = 10;

async function newLocation(name: string, parentId: number | null, level: number) {
  const result = (await sql(
    'INSERT INTO locations (promotion_id, name, parent_id, level, sequence) VALUES (2, ?, ?, ?, 0)',
    [name, parentId, level],
  )) as ResultSetHeader;
  return result.insertId;
}

/** A real pointer drag: press on the handle, move past the activation distance, drop on the target. */
async function drag(page: Page, handle: Locator, target: () => Locator) {
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  // The "Into …" zones appear once a drag has started.
  const zone = target();
  await expect(zone).toBeVisible();
  const to = (await zone.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('issue 14: the location board follows the tree', () => {
  test('a coordinator drags an office to another region; the participant’s location board follows', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const first = `Drag First ${tag}`;
    const second = `Drag Second ${tag}`;
    const office = `Drag Office ${tag}`;
    const firstId = await newLocation(first, null, 1);
    await newLocation(second, null, 1);
    const officeId = await newLocation(office, firstId, 2);
    const walker = await newParticipant({ firstName: 'Wendy', lastName: 'Walker' });
    await sql('UPDATE users SET location_id = ? WHERE id = ?', [officeId, walker.id]);
    await sql('UPDATE promotions SET is_show_location_leaderboard = 1 WHERE id = 2');
    rebuildDemoBoards();
    try {
      await logIn(page, demoUrl(''), walker.email);
      await page.goto(demoUrl('/activities/1'));
      await logActivity(page, 'Take a 20-minute walk');
      await page.goto(demoUrl('/leaderboard/location'));
      const board = page.getByRole('table', { name: 'Location leaderboard' });
      const firstRow = board.getByRole('row', { name: new RegExp(first) });
      await expect(firstRow.getByRole('cell').nth(2)).toHaveText(String(WALK_POINTS));
      // The caller's own top-level location is marked.
      await expect(firstRow).toHaveAttribute('aria-current', 'true');
      expect(await axeViolations(page)).toEqual([]);

      const coordinator = await (await browser.newContext()).newPage();
      await logIn(coordinator, demoUrl(''), 'coordinator@demo.test');
      await coordinator.goto(demoUrl('/locations/view'));
      const tree = coordinator.getByRole('list', { name: 'Locations' });
      await expect(tree.getByRole('listitem', { name: office })).toBeVisible();
      await drag(
        coordinator,
        coordinator.getByRole('button', { name: `Drag ${office}`, exact: true }),
        () => tree.getByRole('listitem', { name: second }).getByText(`Into ${second}`),
      );
      await expect(
        tree.getByRole('listitem', { name: second }).getByRole('listitem', { name: office }),
      ).toBeVisible();
      await coordinator.reload();
      await expect(
        coordinator
          .getByRole('list', { name: 'Locations' })
          .getByRole('listitem', { name: second })
          .getByRole('listitem', { name: office }),
      ).toBeVisible();
      expect(await axeViolations(coordinator)).toEqual([]);

      // The participant's points moved with their office, and so did their own row.
      await page.reload();
      const secondRow = board.getByRole('row', { name: new RegExp(second) });
      await expect(secondRow.getByRole('cell').nth(2)).toHaveText(String(WALK_POINTS));
      await expect(secondRow).toHaveAttribute('aria-current', 'true');
      await expect(firstRow.getByRole('cell').nth(2)).toHaveText('0');
      // The filter: the second region's own board lists the office.
      await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: second });
      const officeRow = board.getByRole('row', { name: new RegExp(office) });
      await expect(officeRow.getByRole('cell').nth(2)).toHaveText(String(WALK_POINTS));
      await expect(officeRow).toHaveAttribute('aria-current', 'true');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await sql('UPDATE promotions SET is_show_location_leaderboard = 0 WHERE id = 2');
    }
  });
});
