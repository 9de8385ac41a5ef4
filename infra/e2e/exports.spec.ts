import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { newParticipant, revealedWork, sql, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

test.describe('issue 17: exports on the dashboard, the works zip, user keywords', () => {
  test('a coordinator downloads the entries and stats CSVs and a location’s works as one zip', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const painter = await newParticipant({ firstName: 'Zip', lastName: 'Painter' });
    await revealedWork(painter);
    const [office] = (await sql(
      `SELECT l.name FROM users u JOIN locations l ON l.id = u.location_id WHERE u.id = ?`,
      [painter.id],
    )) as Array<{ name: string }>;

    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/stats'));
    const exports = page.getByRole('region', { name: 'Exports' });
    await expect(exports).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The entries CSV, started from the keyboard: the file arrives and stays offered.
    const entries = exports.getByRole('button', { name: 'Download entries (CSV)' });
    await entries.focus();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(csv.suggestedFilename()).toBe('entries-demo.csv');
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '"Date","First Name","Last Name","Email","Location","Activities","Points","Notes"',
    );
    await expect(exports.getByRole('link', { name: 'Save entries-demo.csv' })).toBeVisible();

    const [stats] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: 'Download stats (CSV)' }).click(),
    ]);
    expect(stats.suggestedFilename()).toBe('stats-demo.csv');
    expect(await readFile((await stats.path())!, 'utf8')).toContain(painter.email);

    // The office's finished works: one zip, the painter's picture in the office's folder.
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: `Download works: ${office!.name}` }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('Sustain.zip');
    const listed = execFileSync('unzip', ['-Z1', (await zip.path())!], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(listed.some((name) => name.startsWith(`${office!.name}/`))).toBe(true);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${office!.name}/\\d{4} - Zip ${painter.lastName}\\.png$`),
        ),
      ]),
    );
    // unzip checks every entry's CRC: the pictures arrived whole.
    execFileSync('unzip', ['-tq', (await zip.path())!]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a location without finished works says so in words', async ({ page }) => {
    // An office of its own for the moment of the test: nobody works there yet.
    const name = `Empty Office ${uniqueTag()}`;
    const created = (await sql(
      `INSERT INTO locations (promotion_id, name, parent_id, level, sequence)
       SELECT 2, ?, id, 2, 99 FROM locations WHERE promotion_id = 2 AND name = 'South Region'`,
      [name],
    )) as { insertId: number };
    try {
      await logIn(page, demoUrl(''), 'coordinator@demo.test');
      await page.goto(demoUrl('/coordinator/dashboard/stats'));
      const exports = page.getByRole('region', { name: 'Exports' });
      await exports.getByRole('button', { name: `Download works: ${name}` }).click();
      await expect(exports.getByRole('alert')).toHaveText(
        'This location has no finished works yet.',
      );
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await sql('DELETE FROM locations WHERE id = ?', [created.insertId]);
    }
  });

  test("a coordinator opens a participant's keywords from the participants list", async ({
    page,
  }) => {
    const person = await newParticipant({ firstName: 'Kira', lastName: 'Keywords' });
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/participants'));
    await page.getByLabel('Filter Email').fill(person.email);
    await page.getByRole('link', { name: `Keywords of ${person.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/promotion/2/user/${person.id}/keywords$`));
    await expect(page.getByRole('heading', { level: 1, name: 'User keywords' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Keywords' });
    await expect(table.getByRole('row').filter({ hasText: '{email}' })).toContainText(person.email);
    await expect(table.getByRole('row').filter({ hasText: '{first_name}' })).toContainText('Kira');
    expect(await axeViolations(page)).toEqual([]);

    // A user the coordinator does not manage: the spec's message.
    await page.goto(demoUrl('/promotion/2/user/999999999/keywords'));
    await expect(page.getByRole('alert')).toHaveText('Keywords could not be found');
  });
});
