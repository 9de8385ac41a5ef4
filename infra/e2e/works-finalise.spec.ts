import { expect, test } from './fixtures';
import { newParticipant, newTeam, revealedWork, sql, uniqueTag } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

test.describe('issue 14: finishing a work, the paint action and badge notifications', () => {
  test('a participant on a team puts a finished work in the public gallery, keeps the bonus, and is notified of the On Display badge', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const participant = await newParticipant({ earnsBadges: true });
    await newTeam(`Painters ${uniqueTag()}`, [participant]);
    await revealedWork(participant);
    await logIn(page, demoUrl(''), participant.email);

    await page.goto(demoUrl('/activities/1'));
    await expect(page.getByRole('status').filter({ hasText: /^Your .+: 0$/ })).toBeVisible();

    await page.goto(demoUrl('/home'));
    const painting = page.getByRole('region', { name: 'Image Complete' });
    await painting.getByRole('button', { name: 'Finish image' }).click();
    const finish = page.getByRole('dialog', { name: 'Finish your image' });
    await expect(finish.getByText('Show your finished image in the public gallery?')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await finish.getByRole('button', { name: 'Share in the gallery' }).click();

    // On a team: the bonus choice comes second (the badge popup may open beneath it meanwhile).
    await expect(finish.getByText(/earns a bonus of 10 points/)).toBeVisible();
    await finish.getByRole('button', { name: 'Keep my 10 points' }).click();
    await expect(finish).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();

    // The work in the public gallery earns On Display: the live popup, then the notification.
    const popup = page.getByRole('dialog', { name: 'You earned a badge!' });
    await expect(popup).toContainText('On Display');
    await popup.getByRole('button', { name: 'Done' }).click();
    await expect(popup).toHaveCount(0);

    // The kept bonus: 10 points on the total.
    await page.goto(demoUrl('/activities/1'));
    await expect(page.getByRole('status').filter({ hasText: /^Your .+: 10$/ })).toBeVisible();

    await page.goto(demoUrl('/notifications/all'));
    const notification = page.getByRole('listitem', { name: 'Badge earned' });
    await expect(notification.getByText('You earned the On Display badge.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a participant on a team keeps a finished work private and shares the bonus with the team', async ({
    page,
  }) => {
    const participant = await newParticipant();
    const team = await newTeam(`Sharers ${uniqueTag()}`, [participant]);
    await revealedWork(participant);
    await logIn(page, demoUrl(''), participant.email);
    await page.goto(demoUrl('/home'));
    await page
      .getByRole('region', { name: 'Image Complete' })
      .getByRole('button', { name: 'Finish image' })
      .click();
    const finish = page.getByRole('dialog', { name: 'Finish your image' });
    await finish.getByRole('button', { name: 'Keep it private' }).click();
    await expect(finish.getByText(/earns a bonus of 10 points/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await finish.getByRole('button', { name: 'Share with my team' }).click();
    await expect(finish).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();

    // Shared: the work counts for the team, and the participant's total stays.
    const [row] = (await sql('SELECT completed_works_count AS n FROM teams WHERE id = ?', [
      team,
    ])) as Array<{ n: number }>;
    expect(Number(row.n)).toBe(1);
    await page.goto(demoUrl('/activities/1'));
    await expect(page.getByRole('status').filter({ hasText: /^Your .+: 0$/ })).toBeVisible();
  });

  test('with no work, the paint bottom action leads the participant home to pick a style', async ({
    page,
  }) => {
    await logIn(page, demoUrl(''), (await newParticipant()).email);
    await page.goto(demoUrl('/activities/1'));
    const card = page.getByRole('article', { name: 'Call a friend' });
    await expect(card.getByRole('button', { name: 'Log Call a friend' })).toBeVisible();
    const start = card.getByRole('button', { name: 'Start painting' });
    await expect(start).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await start.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();
    await page.getByRole('button', { name: 'Mountains' }).click();
    await expect(page.getByText('0 of 20 segments revealed', { exact: true })).toBeVisible();

    // A work exists now: the card's action is the plain Log that paints it.
    await page.goto(demoUrl('/activities/1'));
    await expect(card.getByRole('button', { name: 'Log Call a friend' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Start painting' })).toHaveCount(0);
  });
});
