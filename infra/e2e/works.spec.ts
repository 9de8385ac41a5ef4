import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { newParticipant } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logActivity, logIn } from './support';

const day = (daysAgo: number) => {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * Logs as the signed-in participant from the page (as another tab would), through the API the
 * log page calls: the distinct `from`..`to` logs of week 1's activities, over today and the
 * two days before (the demo allows 10 a day). Node does not resolve demo.localhost; the browser does.
 */
async function logThroughApi(page: Page, from: number, to: number) {
  const days = [day(0), day(1), day(2)];
  const statuses = await page.evaluate(
    async ({ from, to, days }) => {
      const answer = await fetch('/api/promotions/2/activities?page_size=0');
      const activities = (
        (await answer.json()).data as Array<{
          id: number;
          name: string;
          week_available: number;
          is_one_time: boolean;
        }>
      )
        // 'Call a friend' is the one the journey logs on the log page.
        .filter((a) => a.week_available === 1 && !a.is_one_time && a.name !== 'Call a friend')
        .map((a) => a.id);
      const results: number[] = [];
      for (let index = from; index < to; index += 1) {
        const response = await fetch(`/api/entries/${days[index % 3]}/entry_activities`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'wellness' },
          body: JSON.stringify({
            activity_id: activities[Math.floor(index / 3)],
            feels_value: 1,
          }),
        });
        results.push(response.status);
      }
      return results;
    },
    { from, to, days },
  );
  expect(statuses).toEqual(Array.from({ length: to - from }, () => 201));
}

const painting = (page: Page) => page.getByRole('region', { name: /Morning Ridge|Image Complete/ });
const revealed = (page: Page, count: number) =>
  painting(page).getByText(`${count} of 20 segments revealed`, { exact: true });

test.describe('issue 14: painted works on home', () => {
  test('a participant paints a picture, watches it reveal, finishes it and finds it in the grid', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, demoUrl(''), (await newParticipant()).email);
    await page.goto(demoUrl('/home'));
    await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mountains' }).click();
    await expect(revealed(page, 0)).toBeVisible();

    // A log on the log page earns a segment; home reveals it.
    await page.goto(demoUrl('/activities/1'));
    await logActivity(page, 'Call a friend', 'Really Good');
    await page.goto(demoUrl('/home'));
    await expect(revealed(page, 1)).toBeVisible();
    await expect(painting(page).getByRole('img')).toHaveAttribute(
      'src',
      /\/api\/works\/\d+\/image\?segments=1$/,
    );

    // Logs elsewhere (another tab) arrive live and reveal by themselves, one by one.
    await logThroughApi(page, 0, 2);
    await expect(revealed(page, 2)).toBeVisible();
    await expect(revealed(page, 3)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The rest of the 20, logged away from home: the completed work waits for Reveal.
    await page.goto(demoUrl('/activities/1'));
    await logThroughApi(page, 2, 19);
    await page.goto(demoUrl('/home'));
    const reveal = page.getByRole('button', { name: 'Reveal' });
    await expect(reveal).toBeVisible();
    await reveal.click();
    const fullView = page.getByRole('dialog', { name: 'Image Complete' });
    await expect(fullView).toBeVisible({ timeout: 30_000 });
    await expect(revealed(page, 20)).toBeVisible();
    await expect(fullView.getByRole('link', { name: 'Download full size' })).toHaveAttribute(
      'href',
      /\/api\/works\/\d+\/download$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await fullView.getByRole('button', { name: 'Finish image' }).click();
    const finish = page.getByRole('dialog', { name: 'Finish your image' });
    await finish.getByRole('button', { name: 'Share in the gallery' }).click();
    await expect(finish).toHaveCount(0);

    // Finished: no current work (the next style to pick), the picture in the grid.
    await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();
    const grid = page.getByRole('region', { name: 'Completed Images' });
    await expect(grid.getByRole('img', { name: 'Morning Ridge' })).toBeVisible();
    await expect(grid.getByRole('link', { name: 'Download Morning Ridge' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a first visit opens the first-work popup, and the walkthrough runs to Complete', async ({
    page,
  }) => {
    await logIn(page, demoUrl(''), (await newParticipant({ firstHomeVisit: true })).email);
    await page.goto(demoUrl('/home'));
    const popup = page.getByRole('dialog', { name: 'Your first painting' });
    await expect(popup).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: 'Show me around' }).click();
    await expect(popup).toHaveCount(0);
    const walkthrough = page.getByRole('region', { name: 'Home walkthrough' });
    await expect(walkthrough.getByRole('heading', { name: 'Your painting' })).toBeVisible();
    await walkthrough.getByRole('button', { name: 'Next' }).click();
    await expect(walkthrough.getByRole('heading', { name: 'Reveal and finish' })).toBeVisible();
    await walkthrough.getByRole('button', { name: 'Next' }).click();
    await expect(walkthrough.getByText('Step 3 of 3')).toBeVisible();
    await walkthrough.getByRole('button', { name: 'Complete' }).click();
    await expect(walkthrough).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Home walkthrough' })).toHaveCount(0);
  });
});
