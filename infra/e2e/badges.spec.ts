import { expect, test } from './fixtures';
import { newParticipant } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logActivity, logIn } from './support';

test.describe('issue 14: badges', () => {
  test('a participant logs a day, sees the badge popup arrive live and the badge earned', async ({
    page,
  }) => {
    await logIn(page, demoUrl(''), (await newParticipant({ earnsBadges: true })).email);
    await page.goto(demoUrl('/badges'));
    await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
    const firstDay = page.getByRole('listitem', { name: 'First Day' });
    await expect(firstDay.getByText('Locked')).toBeVisible();
    await expect(firstDay.getByRole('img', { name: 'First Day (locked)' })).toBeVisible();
    // Hidden until earned: not listed.
    await expect(page.getByRole('listitem', { name: 'Perfect Ten' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(demoUrl('/activities/1'));
    await logActivity(page, 'Call a friend', 'Really Good');
    const popup = page.getByRole('dialog', { name: 'You earned a badge!' });
    await expect(popup).toContainText('First Day');
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: 'View badges' }).click();

    await expect(page).toHaveURL(/\/badges$/);
    await expect(firstDay.getByText(/^Earned /)).toBeVisible();
    await expect(firstDay.getByRole('img', { name: 'First Day badge' })).toBeVisible();
    await expect(page.getByText(/^You have earned 1 of \d+ badges\.$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a coordinator edits a default badge for the demo, then resets it to the default', async ({
    page,
  }) => {
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/promotion/2/badges'));
    await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const table = page.getByRole('table', { name: 'Badges' });
    const tipSharer = table.getByRole('row').filter({ hasText: 'Tip Sharer' });
    await expect(tipSharer.getByText('Default')).toBeVisible();
    await tipSharer.getByRole('link', { name: 'Edit Tip Sharer' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Badge' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Tip Sharer');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Name' }).fill('Tip Champion');
    await page.getByRole('button', { name: 'Save' }).click();

    const edited = table.getByRole('row').filter({ hasText: 'Tip Champion' });
    await expect(edited.getByText('Edited default')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Tip Sharer' })).toHaveCount(0);
    await edited.getByRole('button', { name: 'Reset to default Tip Champion' }).click();
    await page
      .getByRole('dialog', { name: 'Reset badge?' })
      .getByRole('button', { name: 'Reset to default' })
      .click();
    await expect(
      table.getByRole('row').filter({ hasText: 'Tip Sharer' }).getByText('Default'),
    ).toBeVisible();
  });
});
