import { expect, test } from './fixtures';
import { newParticipant, newPromotion } from './db';
import { DEMO_PASSWORD, E2E_PORT } from './stack-config';
import { axeViolations } from './support';

/** The seed's pilot password of the demo promotion, copied by newPromotion. */
const PILOT_PASSWORD = 'pilot-2026';
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('issue 13: welcome before launch and the prestart wizard', () => {
  test('a new person is stopped by the pilot password, enters it, logs in, walks the prestart wizard (with its device step) and lands on home', async ({
    page,
  }) => {
    const promotion = await newPromotion({ launchOn: inDays(10), devices: true });
    const person = await newParticipant({
      firstName: 'Nova',
      lastName: 'Newcomer',
      promotionId: promotion.id,
      newcomer: true,
    });
    const url = (path: string) => `http://${promotion.subdomain}.localhost:${E2E_PORT}${path}`;

    // Before launch: the pilot prompt, not the welcome content.
    await page.goto(url('/welcome'));
    const pilot = page.getByLabel(/Pilot password/);
    await expect(pilot).toBeVisible();
    await expect(page.getByRole('region', { name: 'Welcome slides' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await pilot.fill('not the pilot password');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect Pilot Password.');

    await pilot.fill(PILOT_PASSWORD);
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(
      page.getByRole('heading', { name: 'Build healthy habits together' }),
    ).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time until launch' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Programme dates' })).toContainText('Launch date');
    // The cookie lasts: a reload still shows the content.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Build healthy habits together' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('heading', { name: 'Log activities, earn points' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    // Not through the wizard yet: every signed-in page leads to its first step.
    await expect(page).toHaveURL(/\/prestart\/basics$/);
    await expect(page.getByRole('heading', { name: 'The basics' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(url('/leaderboard'));
    await expect(page).toHaveURL(/\/prestart\/basics$/);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/prestart\/emotional_survey$/);
    const questions = page.getByRole('radiogroup');
    await expect(questions).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    for (let question = 1; question <= 5; question += 1) {
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
      await page.getByRole('radio', { name: 'Most of the time' }).check();
      if (question === 2) {
        // Back is allowed and keeps the answer.
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(page.getByRole('radio', { name: 'Most of the time' })).toBeChecked();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('radio', { name: 'Most of the time' }).check();
      }
      await page.getByRole('button', { name: question === 5 ? 'Submit' : 'Next' }).click();
    }

    // The promotion shows devices: connect_device comes before the end (spec 3 s4).
    await expect(page).toHaveURL(/\/prestart\/connect_device$/);
    await expect(page.getByText('Step 3 of 4: Connect a device')).toBeVisible();
    const devices = page.getByRole('list', { name: 'Devices' });
    await expect(devices.getByRole('listitem')).toHaveText([/^Fitbit/, /^Garmin/, /^Withings/]);
    expect(await axeViolations(page)).toEqual([]);
    await devices.getByRole('button', { name: 'Connect Garmin' }).click();
    await expect(devices.getByRole('button', { name: 'Disconnect Garmin' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/prestart\/final$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Go to my home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // The tutorial is saved as seen: the guard lets the person stay.
    await page.goto(url('/leaderboard'));
    await expect(page).toHaveURL(/\/leaderboard/);
  });
});
