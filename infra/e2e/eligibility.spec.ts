import { expect, test } from './fixtures';
import { demoUrl } from './stack-config';
import { withJobsHeld } from './jobs';
import { axeViolations, logIn } from './support';

/** A CSV of `rows` eligibility rows (unique to this run) and one bad row at line 3. */
function eligibilityCsv(rows: number): Buffer {
  const run = Date.now();
  const lines = [
    'identifier,first_name,last_name,email',
    `E2E-${run}-0,Ada,First,`,
    ',No,Identifier,',
  ];
  for (let i = 1; i < rows; i += 1)
    lines.push(`E2E-${run}-${i},First${i},Last${i},e2e-${run}-${i}@example.test`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

test.describe('issue 13: eligibility administration', () => {
  test('a coordinator uploads an eligibility CSV and watches its progress bar reach 100 %', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/eligibilityfiles'));
    await expect(page.getByRole('heading', { name: 'Eligibility Files' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose eligibility file (.csv)' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'staff.csv',
      mimeType: 'text/csv',
      buffer: eligibilityCsv(2_000),
    });
    await expect(page.getByText('staff.csv')).toBeVisible();

    const row = page.getByRole('row', { name: /staff\.csv/ }).first();
    // The worker waits until the bar has been looked at: a fast one imports 2,000 rows before
    // the page's next poll.
    await withJobsHeld(async () => {
      await page.getByRole('button', { name: 'Upload' }).click();
      const bar = row.getByRole('progressbar', { name: 'Processing staff.csv' });
      // At 0 % the bar's filled section has no width: it is there, not yet visible.
      await expect(bar).toBeAttached({ timeout: 30_000 });
      await expect(row.getByText(/^0% \(0 of \d+ rows\)$/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
    // The bar moves each second until the file is processed, then the row shows 100 %.
    await expect(row.getByText(/\(100%\)$/)).toBeVisible({ timeout: 60_000 });
    await expect(row.getByText('processed')).toBeVisible();
    await row.getByText('1 row left out').click();
    await expect(row.getByText('Line 3: Identifier is required.')).toBeVisible();

    await page.goto(demoUrl('/eligibilities'));
    await expect(page.getByRole('row', { name: /Ada/ }).first()).toBeVisible({ timeout: 30_000 });
  });
});
