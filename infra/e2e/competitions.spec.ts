import { expect, test } from './fixtures';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

/** A day `n` days from today (the server's local date), YYYY-MM-DD. */
function day(n: number): string {
  const now = new Date();
  const local = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(local + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
/** MM/DD/YYYY, as the screens show a day (spec 3 s9). */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test.describe('issue 15: competitions, behaviours, levels and point thresholds', () => {
  test('a coordinator creates a competition, adds a behaviour, a level and a point threshold, and deletes one', async ({
    page,
  }) => {
    // Six screens, each with axe.
    test.setTimeout(120_000);
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/promotion/2/competitions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
    await expect(page.getByText('No competitions yet.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New competition' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Competition' })).toBeVisible();
    await page.getByLabel(/^Enrollment starts/).fill(day(1));
    // Enrolment past the competition's end: the server says why.
    await page.getByLabel(/^Enrollment ends/).fill(day(60));
    await page.getByLabel(/^Competition starts/).fill(day(8));
    await expect(page.getByText(`Competition ends: ${shown(day(8 + 27))}`)).toBeVisible();
    await page
      .getByRole('combobox', { name: /Team scoring rule/ })
      .selectOption({ label: 'Average points per member' });
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Could not save Competition');
    await expect(alert).toContainText(
      'Enrollment should end on or before the competition end date.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/^Enrollment ends/).fill(day(7));
    await page.getByRole('button', { name: 'Save' }).click();

    const table = page.getByRole('table', { name: 'Competitions' });
    const row = table.getByRole('row').filter({ hasText: shown(day(8)) });
    await expect(row).toContainText('Average points per member');
    // Enrolment opens tomorrow.
    await expect(row).toContainText('Upcoming');
    await row.getByRole('link', { name: 'Behaviors' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Competition Behaviors' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /Behavior name/ }).fill('Walk at lunch');
    await page.getByLabel(/^Start date/).fill(day(2));
    await page.getByRole('button', { name: 'Add behavior' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Dates should fit the competition dates range. (start to end)',
    );
    await page.getByLabel(/^Start date/).fill(day(9));
    await page.getByRole('button', { name: 'Add behavior' }).click();
    const behaviour = page.getByRole('table', { name: 'Behaviors' }).getByRole('row', {
      name: /Walk at lunch/,
    });
    // With only a start, the end is the start.
    await expect(behaviour.getByRole('cell', { name: shown(day(9)) })).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(demoUrl('/promotion/2/levels'));
    await expect(page.getByRole('heading', { level: 1, name: 'Levels' })).toBeVisible();
    await page.getByRole('textbox', { name: /Level name/ }).fill('Bronze');
    await page.getByRole('button', { name: 'Add level' }).click();
    await expect(page.getByRole('textbox', { name: 'Level 1 name' })).toHaveValue('Bronze');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(demoUrl('/promotion/2/point_thresholds'));
    await expect(page.getByRole('heading', { level: 1, name: 'Point Thresholds' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('Step');
    await page
      .getByRole('textbox', { name: /^Value/ })
      .first()
      .fill('10000');
    await page.getByRole('textbox', { name: /Value label/ }).fill('10,000 steps');
    await page.getByRole('button', { name: 'Add point threshold' }).click();
    const thresholds = page.getByRole('table', { name: 'Point thresholds' });
    await expect(thresholds.getByRole('row', { name: /10,000 steps/ })).toContainText('10000');
    expect(await axeViolations(page)).toEqual([]);

    await thresholds.getByRole('button', { name: 'Delete 10,000 steps' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove point threshold' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete the point threshold 10,000 steps?',
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No point thresholds yet.')).toBeVisible();
  });
});
