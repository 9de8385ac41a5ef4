import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

const DEMO_PROMOTION_ID = 2;

/** A picture as an administrator would upload it. */
const picture = async (name: string, width: number, height: number, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** A week row's text, however its badge and name are spaced. */
const week = (text: string) => new RegExp(text.replace(/^(Week \d)/, '$1\\s*'));

const noViolations = async (page: Page, screen: string) =>
  expect({ screen, violations: await axeViolations(page) }).toEqual({ screen, violations: [] });

test.describe('issue 14: work styles, collections and the image libraries', () => {
  test('a master builds a collection with pictured styles and reorders its weeks', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Names of this run's own: the journey arranges its data and may run again on the same stack.
    const run = String(Date.now()).slice(-6);
    const SPRING = `Spring ${run}`;
    const SUMMER = `Summer ${run}`;
    const COLLECTION = `Journey Seasons ${run}`;
    await logIn(page, demoUrl(''), 'master@demo.test');
    await page.goto(demoUrl('/collections/list'));
    await expect(page.getByRole('heading', { level: 1, name: 'Style Collections' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Style collections' })).toContainText(
      'Landscapes',
    );
    await noViolations(page, 'collections list');

    await page.getByRole('link', { name: 'New collection' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Collection' })).toBeVisible();
    await noViolations(page, 'collection create');
    await page.getByRole('textbox', { name: 'Name' }).fill(COLLECTION);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Collection' })).toBeVisible();
    const collectionUrl = page.url();
    await expect(page.getByText('No styles yet.')).toBeVisible();
    await noViolations(page, 'collection edit');

    for (const name of [SPRING, SUMMER]) {
      await page.getByRole('link', { name: 'New style' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New Work Style' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Collection' })).toHaveValue(/\d+/);
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('combobox', { name: 'Mask type' }).selectOption('Element');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(collectionUrl);
    }
    await noViolations(page, 'work style create');
    const weeks = page.getByRole('list', { name: 'Styles by week' });
    await expect(weeks.getByRole('listitem')).toHaveText(
      [`Week 1${SPRING}`, `Week 2${SUMMER}`].map(week),
    );

    // A picture for Spring, through its images under the collection.
    await page.getByRole('link', { name: `Images of ${SPRING}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${SPRING}: Images` })).toBeVisible();
    await expect(page.getByText('No images yet.')).toBeVisible();
    await noViolations(page, 'style images list');
    await page.getByRole('link', { name: 'Add image' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Image' })).toBeVisible();
    await noViolations(page, 'style image create');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Spring morning');
    await page.getByRole('textbox', { name: 'Subtitle' }).fill('Blossom at dawn');
    await page
      .getByLabel('Picture *')
      .setInputFiles(await picture('spring.png', 480, 600, '#f4a7b9'));
    await page.getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('region', { name: 'Spring morning' });
    await expect(card.getByRole('img', { name: 'Spring morning' })).toBeVisible();
    await expect(card).toContainText('Blossom at dawn');
    await expect
      .poll(() => card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(480);
    await card.getByRole('link', { name: 'Edit Spring morning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Image' })).toBeVisible();
    await noViolations(page, 'style image edit');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Back', exact: true }).click();

    // Reorder with the keyboard way (the arrow buttons): the weeks follow.
    await expect(page).toHaveURL(collectionUrl);
    await page.getByRole('button', { name: `Move ${SUMMER} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(weeks.getByRole('listitem')).toHaveText(
      [`Week 1${SUMMER}`, `Week 2${SPRING}`].map(week),
    );
    // And by dragging Spring's handle back above Summer.
    const handle = page.getByRole('button', { name: `Drag ${SPRING}` });
    const target = weeks.getByRole('listitem', { name: `Week 1: ${SUMMER}` });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await expect(weeks.getByRole('listitem')).toHaveText(
      [`Week 1${SPRING}`, `Week 2${SUMMER}`].map(week),
    );

    // The work styles list shows the weeks too; its screens pass axe.
    await page.goto(demoUrl('/workstyles/list'));
    const spring = page.getByRole('row').filter({ hasText: COLLECTION }).first();
    await expect(page.getByRole('heading', { level: 1, name: 'Work Styles' })).toBeVisible();
    await expect(spring).toBeVisible();
    await noViolations(page, 'work styles list');
    await page.getByRole('link', { name: `Edit ${SPRING}` }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(SPRING);
    await noViolations(page, 'work style edit');
    await page.goto(demoUrl('/workstyles/list'));
    await page.getByRole('link', { name: `Images of ${SPRING}` }).click();
    await expect(page.getByRole('region', { name: 'Spring morning' })).toBeVisible();
    await noViolations(page, 'work style images list');
  });

  test("a master browses the promotion's file library, adds a picture, removes and undeletes it", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, demoUrl(''), 'master@demo.test');
    // The promotion's file library opens on the image library's folders (spec 2 s4 Gallery).
    await page.goto(demoUrl(`/promotion/${DEMO_PROMOTION_ID}/image_library`));
    await expect(page.getByRole('heading', { level: 1, name: 'Image Library' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Folders above' });
    await expect(crumbs.getByText('Image Library')).toHaveAttribute('aria-current', 'location');
    await noViolations(page, 'image library folders');
    await page.getByRole('button', { name: /^Open Landscape/ }).click();
    await expect(crumbs.getByText('Landscape')).toHaveAttribute('aria-current', 'location');
    const file = `beach-${Date.now()}.png`;
    await page
      .getByLabel('Upload to Landscape')
      .setInputFiles(await picture(file, 900, 900, '#2b7bb9'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const beach = page.getByRole('list', { name: 'Landscape images' }).getByRole('listitem', {
      name: file,
    });
    await expect(beach).toBeVisible();
    await noViolations(page, 'image library category');

    // Select it, remove it after the confirmation, then undelete it.
    await beach.getByRole('button', { name: `Select ${file}` }).click();
    const selected = page.getByRole('region', { name: 'Selected image' });
    await expect(selected).toContainText('900 × 540 pixels');
    await selected.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove image' });
    await expect(dialog).toContainText('Are you sure you want to delete this image?');
    await noViolations(page, 'image library remove confirmation');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(beach.getByText('Removed')).toBeVisible();
    await expect(selected).toContainText('removed');
    await noViolations(page, 'image library with a removed picture');
    await selected.getByRole('button', { name: 'Undelete' }).click();
    await expect(beach.getByText('Removed')).toHaveCount(0);

    // Up to the library, then back to the named root folder, then into the frame library.
    await page.getByRole('button', { name: 'Up', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Open Portrait/ })).toBeVisible();
    await crumbs.getByRole('button', { name: 'Libraries' }).click();
    await page.getByRole('button', { name: /^Open Frame Library/ }).click();
    await expect(crumbs.getByText('Frame Library')).toHaveAttribute('aria-current', 'location');

    await page.goto(demoUrl(`/promotion/${DEMO_PROMOTION_ID}/frame_library`));
    await expect(page.getByRole('heading', { level: 1, name: 'Frame Library' })).toBeVisible();
    await noViolations(page, 'frame library');

    // High contrast over the new screens.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Turn high contrast on' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    for (const path of [demoUrl('/collections/list'), demoUrl('/workstyles/list'), page.url()]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await noViolations(page, `high contrast ${path}`);
    }
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Turn high contrast off' }).click();
  });
});
