import { expect, test } from './fixtures';
import { newParticipant, sql, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

const CHECK_IN = 'E2E check-in';

test.describe('issue 17: evaluations, custom prompts, My Stats', () => {
  // The journey's evaluation opens on day 0 for every participant of the demo: once it is done
  // it is closed, so that the journeys after this one see the banners they expect.
  test.afterAll(async () => {
    await sql(
      `UPDATE evaluation_definitions SET days_from_start = NULL, start_date = '2000-01-01',
         end_date = '2000-01-02' WHERE name LIKE ?`,
      [`${CHECK_IN}%`],
    );
  });

  test('a coordinator defines an evaluation with prompts, a participant completes it and sees stats, the coordinator sees the answers in a report', async ({
    page,
  }) => {
    // Three people, nine screens checked with axe: longer than one journey's minute.
    test.setTimeout(240_000);
    const tag = uniqueTag();
    const walked = `I walked today ${tag}`;
    const energy = `Energy ${tag}`;
    const name = `${CHECK_IN} ${tag}`;

    // The coordinator adds two custom prompts: a numeric checkbox and a dropdown.
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/promotion/2/custom_prompts'));
    await expect(page.getByRole('heading', { level: 1, name: 'Custom prompts' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'New custom prompt' });
    await form.getByRole('combobox', { name: 'Type' }).selectOption('CHECKBOX');
    await form.getByRole('textbox', { name: 'Label' }).fill(walked);
    await form.getByRole('button', { name: 'Add prompt' }).click();
    const prompts = page.getByRole('table', { name: 'Custom prompts' });
    await expect(prompts.getByRole('row').filter({ hasText: walked })).toContainText('0 / 1');
    await form.getByRole('combobox', { name: 'Type' }).selectOption('DROPDOWN');
    await form.getByRole('textbox', { name: 'Label' }).fill(energy);
    await form.getByRole('textbox', { name: 'Options' }).fill('Low\nHigh');
    await form.getByRole('button', { name: 'Add prompt' }).click();
    await expect(prompts.getByRole('row').filter({ hasText: energy })).toContainText('Low, High');
    expect(await axeViolations(page)).toEqual([]);

    // ... and an evaluation asking them, open from the programme's first day.
    await page.goto(demoUrl('/evaluations-definitions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Evaluations' })).toBeVisible();
    const definitions = page.getByRole('table', { name: 'Evaluations' });
    await expect(definitions.getByRole('row').filter({ hasText: 'Registration' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New evaluation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New evaluation' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Message' }).fill('How is your first week going?');
    await page.getByRole('textbox', { name: 'Days from start' }).fill('0');
    await page.getByRole('checkbox', { name: `${walked} (Checkbox)` }).check();
    await page.getByRole('checkbox', { name: `${energy} (Dropdown)` }).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save evaluation' }).click();
    const row = definitions.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('From the first day');
    const edit = await row.getByRole('link', { name: `Edit ${name}` }).getAttribute('href');
    const definitionId = Number(/evaluations-definitions\/(\d+)\/edit/.exec(edit ?? '')?.[1]);
    expect(definitionId).toBeGreaterThan(0);

    // A participant sees the banner, answers the evaluation, then the congratulations and My Stats.
    const participant = await newParticipant({ firstName: 'Eva' });
    await page.context().clearCookies();
    await logIn(page, demoUrl(''), participant.email);
    const banner = page.getByRole('link', { name: 'You have a program evaluation to do.' });
    await expect(banner).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await banner.click();
    await expect(page).toHaveURL(/\/evaluation\/\d+$/);
    await page.goto(demoUrl(`/evaluation/${definitionId}`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('How is your first week going?')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: walked }).check();
    await page.getByRole('combobox', { name: energy }).selectOption('High');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/stats$/);
    const congratulations = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(congratulations).toContainText(`Thank you for completing ${name}.`);
    expect(await axeViolations(page)).toEqual([]);
    await congratulations.getByRole('button', { name: 'Continue' }).click();
    const popup = page.getByRole('dialog', { name: 'My Stats' });
    await expect(popup).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: 'See my stats' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Stats' })).toBeVisible();
    await expect(page.getByText('Days logged', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // stats_available: My Stats is in the menu now.
    await expect(page.getByRole('link', { name: 'My Stats' }).first()).toBeVisible();

    // The coordinator runs a report with the evaluation's answers.
    await page.context().clearCookies();
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/promotions/2/reports'));
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await page.getByLabel('Field 1', { exact: true }).selectOption({ label: 'Email' });
    const evaluation = page.getByRole('combobox', { name: /^Evaluation/ });
    await expect(evaluation).toBeEnabled();
    await evaluation.selectOption({ label: name });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Run report' }).click();
    const results = page.getByRole('table', { name: 'Report results' });
    await expect(results.getByRole('columnheader', { name: walked })).toBeVisible();
    await expect(results.getByRole('columnheader', { name: energy })).toBeVisible();
    const answered = results.getByRole('row').filter({ hasText: participant.email });
    await expect(answered.getByRole('cell')).toHaveText([participant.email, '1', 'High']);
    // Only who answered it: one row and the header.
    await expect(results.getByRole('row')).toHaveCount(2);
  });
});
