import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { newParticipant, sql, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { chooseFeeling, logActivity, logIn, unlogActivity } from './support';

// Each journey signs in as a participant of its own (newParticipant), who starts with nothing
// logged, bookmarked or answered, whatever other journeys (or earlier repetitions) did.
const points = (page: Page) => page.getByRole('status').filter({ hasText: /^Your points: \d+/ });

test.describe('issue 4: activities and daily logging', () => {
  test('log and unlog an activity', async ({ page }) => {
    await logIn(page, demoUrl(''), (await newParticipant()).email);
    await page.goto(demoUrl('/activities/1'));
    await expect(points(page)).toHaveText('Your points: 0');
    await logActivity(page, 'Call a friend', 'Really Good');
    await expect(points(page)).toHaveText('Your points: 5');
    await unlogActivity(page, 'Call a friend');
    await expect(points(page)).toHaveText('Your points: 0');
  });

  test('a wrong and then a right trivia answer', async ({ page }) => {
    await logIn(page, demoUrl(''), (await newParticipant()).email);
    await page.goto(demoUrl('/activities/1'));
    await expect(points(page)).toHaveText('Your points: 0');
    await page.getByRole('button', { name: 'Answer quiz: Sleep seven hours' }).click();
    const quiz = page.getByRole('form', { name: 'Quiz' });
    await quiz.getByRole('radio', { name: '5 to 6' }).check();
    await quiz.getByRole('button', { name: 'Submit answer' }).click();
    await expect(quiz.getByRole('alert')).toContainText('That is not the right answer.');
    await quiz.getByRole('radio', { name: '7 to 9' }).check();
    await quiz.getByRole('button', { name: 'Submit answer' }).click();
    await expect(points(page)).toHaveText('Your points: 5');
    await expect(page.getByRole('button', { name: 'Answer quiz: Sleep seven hours' })).toHaveCount(
      0,
    );
  });

  test('bookmark and un-bookmark an activity', async ({ page }) => {
    await logIn(page, demoUrl(''), (await newParticipant()).email);
    await page.goto(demoUrl('/activities/1'));
    await expect(
      page.getByRole('button', { name: 'Bookmark Drink eight glasses of water' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Bookmark Drink eight glasses of water' }).click();
    await expect(
      page.getByRole('button', { name: 'Bookmark Drink eight glasses of water' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'Bookmarked' }).click();
    const drawer = page.getByRole('tabpanel', { name: 'Bookmarked' });
    await expect(drawer.getByText('Drink eight glasses of water')).toBeVisible();
    await drawer.getByRole('button', { name: 'Bookmark Drink eight glasses of water' }).click();
    await expect(drawer.getByText('Drink eight glasses of water')).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Bookmarked' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Bookmarked' }).getByText('Drink eight glasses of water'),
    ).toHaveCount(0);
  });

  test('a one-time activity leaves the one-time tab once logged', async ({ page }) => {
    await logIn(page, demoUrl(''), (await newParticipant()).email);
    await page.goto(demoUrl('/activities/1'));
    await page.getByRole('tab', { name: 'One-time' }).click();
    const oneTime = page.getByRole('tabpanel', { name: 'One-time' });
    await expect(oneTime.getByText('Book a health check')).toBeVisible();
    await chooseFeeling(page, 'Book a health check');
    await expect(oneTime.getByText('Book a health check')).toHaveCount(0);
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(
      page.getByRole('button', { name: 'Unlog Book a health check', exact: true }),
    ).toBeVisible();
  });

  // The daily maximum and the programme's dates are the demo promotion's, which every journey
  // shares: the two journeys below change them for themselves and put back what they read
  // (journeys run one at a time, see playwright.config.ts).
  test('the daily maximum blocks further logging', async ({ page }) => {
    const [{ max }] = (await sql(
      "SELECT max_activities_day AS max FROM promotions WHERE subdomain = 'demo'",
    )) as Array<{ max: number }>;
    await sql("UPDATE promotions SET max_activities_day = 1 WHERE subdomain = 'demo'");
    try {
      await logIn(page, demoUrl(''), (await newParticipant()).email);
      await page.goto(demoUrl('/activities/1'));
      await logActivity(page, 'Thank a colleague');
      await expect(
        page.getByRole('button', { name: 'Log Start the day with water', exact: true }),
      ).toBeDisabled();
      await expect(page.getByText('Daily maximum reached').first()).toBeVisible();
    } finally {
      await sql("UPDATE promotions SET max_activities_day = ? WHERE subdomain = 'demo'", [max]);
    }
  });

  test('a day before the backlog date cannot be logged', async ({ page }) => {
    const [{ seeded }] = (await sql(
      "SELECT DATE_FORMAT(starts_on, '%Y-%m-%d') AS seeded FROM promotions WHERE subdomain = 'demo'",
    )) as Array<{ seeded: string }>;
    // Move the programme's start back so that week 1 begins ten days ago: its first days
    // fall before the seven-day backlog window.
    await sql(
      "UPDATE promotions SET starts_on = starts_on - INTERVAL 6 DAY WHERE subdomain = 'demo'",
    );
    try {
      await logIn(page, demoUrl(''), (await newParticipant()).email);
      const [{ first }] = (await sql(
        "SELECT DATE_FORMAT(starts_on, '%Y-%m-%d') AS first FROM promotions WHERE subdomain = 'demo'",
      )) as Array<{ first: string }>;
      await page.goto(demoUrl(`/activities/1?date=${first}`));
      await expect(
        page.getByText(/This day is locked\.|This day can no longer be logged\./).first(),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Log Call a friend', exact: true }),
      ).toBeDisabled();
    } finally {
      await sql("UPDATE promotions SET starts_on = ? WHERE subdomain = 'demo'", [seeded]);
    }
  });

  test("a log in one tab shows in the user's other tab without a reload", async ({ context }) => {
    const first = await context.newPage();
    await logIn(first, demoUrl(''), (await newParticipant()).email);
    await first.goto(demoUrl('/activities/1'));
    const second = await context.newPage();
    await second.goto(demoUrl('/activities/1'));
    await expect(points(second)).toHaveText('Your points: 0');
    await logActivity(first, 'Write three good things');
    await expect(points(second)).toHaveText('Your points: 5');
    await expect(
      second.getByRole('button', { name: 'Unlog Write three good things', exact: true }),
    ).toBeVisible();
  });

  test('a staff member creates an activity that a participant then logs', async ({ browser }) => {
    // A name of this run's own: the activity stays in week 1 for everyone after the test.
    const activity = `Walk a lap of the park ${uniqueTag()}`;
    const staff = await (await browser.newContext()).newPage();
    await logIn(staff, demoUrl(''), 'coordinator@demo.test');
    await staff.goto(demoUrl('/activities?activityId=new&category=move'));
    await staff.getByRole('textbox', { name: /^Name/ }).fill(activity);
    await staff.getByRole('textbox', { name: /^Week available/ }).fill('1');
    await staff.getByRole('textbox', { name: /^Points/ }).fill('15');
    await staff.getByRole('button', { name: 'Create activity' }).click();
    await expect(staff).toHaveURL(/activityId=\d+/);
    await staff.context().close();

    const participant = await (await browser.newContext()).newPage();
    await logIn(participant, demoUrl(''), (await newParticipant()).email);
    await participant.goto(demoUrl('/activities/1'));
    await expect(points(participant)).toHaveText('Your points: 0');
    await logActivity(participant, activity);
    await expect(points(participant)).toHaveText('Your points: 15');
    await participant.context().close();
  });
});
