import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { newParticipant, uniqueTag } from './db';
import { dashboardUrl } from './stack-config';
import { logIn } from './support';

/** Clicks Export CSV and returns the downloaded file's name and text. */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

const results = (page: Page) => page.getByRole('table', { name: 'Report results' });

test.describe('issue 6: the report builder', () => {
  test('a master builds and runs a Simple report and an SQL report, and downloads the CSV', async ({
    page,
  }) => {
    // Two participants of this test's own, whose e-mails alone start with `prefix`.
    const prefix = `report.${uniqueTag()}`;
    const first = await newParticipant({ firstName: 'Ria', email: `${prefix}.a@demo.test` });
    const second = await newParticipant({ firstName: 'Rob', email: `${prefix}.b@demo.test` });
    const reportName = `Participants by email ${uniqueTag()}`;
    await logIn(page, dashboardUrl(''), 'master@wellness.test');
    await page.goto(dashboardUrl('/promotion/2/reports'));
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();

    // Simple layout: two fields and one filter.
    await page.getByLabel('Field 1', { exact: true }).selectOption({ label: 'First Name' });
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Field 2', { exact: true }).selectOption({ label: 'Email' });
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Filter 1 field', { exact: true }).selectOption({ label: 'Email' });
    await page.getByLabel('Filter 1 operator', { exact: true }).selectOption('starts with');
    await page.getByLabel('Filter 1 value', { exact: true }).fill(prefix);
    await page.getByRole('button', { name: 'Run report' }).click();

    await expect(results(page).getByRole('row')).toHaveCount(3);
    await expect(results(page)).toContainText(first.email);
    await expect(results(page)).toContainText(second.email);

    // Saved as a custom report of the demo promotion, then picked from the list.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create report' });
    await dialog.getByLabel('Report name').fill(reportName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(page.getByLabel('Saved report')).toContainText(reportName);

    const simple = await exportCsv(page);
    expect(simple.name).toBe(`${reportName}.csv`);
    const simpleLines = simple.text.trim().split('\r\n');
    expect(simpleLines[0]).toBe('"First Name","Email"');
    expect(simpleLines).toContain(`"Ria","${first.email}"`);
    expect(simpleLines).toContain(`"Rob","${second.email}"`);
    expect(simpleLines).toHaveLength(3);

    // SQL layout: switching clears the filters; the SQL runs with :promotion_id bound.
    await page.getByLabel('Saved report').selectOption({ label: 'New report' });
    await page.getByText('SQL', { exact: true }).click();
    await page
      .getByRole('textbox', { name: 'SQL' })
      .fill(
        `SELECT email, total_points FROM users WHERE promotion_id = :promotion_id AND email LIKE '${prefix}%' ORDER BY id`,
      );
    await page.getByRole('button', { name: 'Run report' }).click();
    await expect(results(page).getByRole('columnheader')).toHaveText(['email', 'total_points']);
    await expect(results(page).getByRole('row')).toHaveCount(3);

    const sql = await exportCsv(page);
    expect(sql.name).toBe('report.csv');
    const sqlLines = sql.text.trim().split('\r\n');
    expect(sqlLines[0]).toBe('"email","total_points"');
    // Nothing is logged by either: both have the 0 points they started with.
    expect(sqlLines.slice(1)).toEqual([`"${first.email}",0`, `"${second.email}",0`]);

    // The guard's refusal reaches the builder as the report error.
    await page.getByRole('textbox', { name: 'SQL' }).fill('DELETE FROM users');
    await page.getByRole('button', { name: 'Run report' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only a SELECT statement can run in a report.' }),
    ).toBeVisible();
  });
});
