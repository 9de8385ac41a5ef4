import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { newParticipant } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

/**
 * The users table and the four forms of issue 10 (content item, add content, report name,
 * share tip) with their dialogs open and their messages shown: axe (WCAG 2.1 AA), names and
 * keyboard use. Every dialog is cancelled, so no test leaves data behind.
 */
const checked = async (page: Page, where: string) =>
  (await axeViolations(page)).map((line) => `${where} → ${line}`);

/** The element that has keyboard focus draws Mantine's focus ring (an outline). */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const { outlineStyle, outlineWidth } = getComputedStyle(element);
    return element.matches(':focus-visible') && outlineStyle !== 'none' && outlineWidth !== '0px';
  });

test.describe('issue 10: accessibility of the users table and the forms', () => {
  test('the participants table is named, filtered and acted on from the keyboard', async ({
    page,
  }) => {
    const participant = await newParticipant({ firstName: 'Kit', lastName: 'Keyboard' });
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/participants'));
    const table = page.getByRole('table', { name: 'Participants' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await table.getByRole('textbox', { name: 'Filter Email' }).focus();
    await page.keyboard.type(participant.email);
    await expect(table.getByRole('row')).toHaveCount(2); // the header and Kit's row
    await expect(page.getByText(/^Showing 1 of 1 \(filtered from \d+\)$/)).toBeVisible();

    // Tab on from the last filter reaches the row's actions, each named and with a visible focus.
    await table.getByRole('textbox', { name: 'Filter Registered' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: `Keywords of ${participant.name}` })).toBeFocused();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: `Edit ${participant.name}` })).toBeFocused();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: `Impersonate ${participant.name}` }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Delete ${participant.name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await expect(confirm).toBeVisible();
    const found = await checked(page, 'delete dialog');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    found.push(...(await checked(page, 'filtered participants')));
    expect(found).toEqual([]);
  });

  test('the content editor’s Add key and Edit dialogs, with their refusals', async ({ page }) => {
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/content/home'));
    await expect(page.getByRole('heading', { name: 'Content editor' })).toBeVisible();

    await page.getByRole('button', { name: 'Add key' }).click();
    const add = page.getByRole('dialog', { name: 'Add key' });
    await add.getByRole('textbox', { name: 'Key' }).fill('welcome');
    await add.getByRole('textbox', { name: 'Key' }).press('Enter');
    await expect(add.getByText('Key already exists!!')).toBeVisible();
    await expect(add.getByRole('textbox', { name: 'Key' })).toHaveAttribute('aria-invalid', 'true');
    const found = await checked(page, 'add key');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();

    await page.getByRole('button', { name: 'Edit welcome' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit welcome' });
    await expect(edit.getByLabel('Title')).toBeVisible();
    found.push(...(await checked(page, 'edit item')));
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    expect(found).toEqual([]);
  });

  test('the report results and the report name dialog', async ({ page }) => {
    await logIn(page, demoUrl(''), 'master@demo.test');
    await page.goto(demoUrl('/promotion/2/reports'));
    await page.getByLabel('Field 1', { exact: true }).selectOption({ label: 'Email' });
    await page.getByRole('button', { name: 'Run report' }).click();
    const results = page.getByRole('table', { name: 'Report results' });
    // Which of the promotion's people come first depends on who else exists: any e-mail will do.
    await expect(results.getByRole('row').nth(1)).toContainText('@demo.test');
    const found = await checked(page, 'report results');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create report' });
    await expect(dialog.getByRole('textbox', { name: 'Report name' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    found.push(...(await checked(page, 'create report')));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(found).toEqual([]);
  });

  test('the share tip dialog with its blank-post message', async ({ page }) => {
    await logIn(page, demoUrl(''), 'participant@demo.test');
    await page.goto(demoUrl('/tips/all'));
    await page.getByRole('button', { name: 'Share on the wall' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Share on the wall' });
    await dialog.getByRole('button', { name: 'Post' }).click();
    const message = dialog.getByRole('alert');
    await expect(message).toHaveText('Oops, you need to write something before you post.');
    await expect(dialog.getByLabel('Say something about this tip')).toHaveAttribute(
      'aria-describedby',
      (await message.getAttribute('id'))!,
    );
    const found = await checked(page, 'share tip');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(found).toEqual([]);
  });
});
