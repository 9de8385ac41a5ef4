import { expect, test } from './fixtures';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

test.describe('issue 14: the location tree editor', () => {
  test('a coordinator moves a location by keyboard, reloads and sees it moved', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const run = Date.now();
    const region = `E2E Region ${run}`;
    const office = `E2E Office ${run}`;
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/locations/view'));
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const tree = page.getByRole('list', { name: 'Locations' });
    await expect(tree.getByRole('listitem', { name: 'North Region' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Two new top-level locations, added from the keyboard.
    const field = page.getByRole('textbox', { name: 'New top-level location' });
    for (const name of [region, office]) {
      await field.fill(name);
      await field.press('Enter');
      await expect(tree.getByRole('listitem', { name })).toBeVisible();
    }

    // Indent the office under the region (the sibling before it), by keyboard.
    const indent = page.getByRole('button', { name: `Indent ${office}` });
    await indent.focus();
    await page.keyboard.press('Enter');
    const regionItem = tree.getByRole('listitem', { name: region });
    await expect(regionItem.getByRole('listitem', { name: office })).toBeVisible();

    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Locations' })
        .getByRole('listitem', { name: region })
        .getByRole('listitem', { name: office }),
    ).toBeVisible();
    // A save the server refuses shows the spec's title over its messages: a twin name.
    await field.fill(region);
    await field.press('Enter');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Could not save Location');
    await expect(alert).toContainText('A location with this name already exists at this place.');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Label settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Location Settings' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Level 1 label' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Logging labels' }).click();
    await expect(page.getByRole('textbox', { name: 'Point label', exact: true })).toHaveValue(/\w/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
