import { expect, test } from './fixtures';
import { newParticipant, sql } from './db';
import { demoUrl } from './stack-config';
import { logIn, showParticipant } from './support';

test.describe('issue 6: settings', () => {
  test("a coordinator edits a participant's name from the dashboard's Edit", async ({
    page,
    context,
  }) => {
    const subject = await newParticipant({ firstName: 'Sid', lastName: 'Subject' });
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/participants'));
    await expect(await showParticipant(page, subject.email)).toContainText(subject.name);

    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: `Edit ${subject.name}` }).click();
    const settings = await opened;
    await expect(settings).toHaveURL(/\/settings\/profile\?userId=\d+&promotionId=\d+$/);
    await expect(settings.getByText(`Editing ${subject.name} (${subject.email})`)).toBeVisible();
    await expect(
      settings.getByRole('navigation', { name: 'Settings' }).getByRole('link'),
    ).toHaveText(['Edit Personal Settings', 'Edit Preferences', 'Devices', 'Edit Goal']);
    const lastName = settings.getByRole('textbox', { name: 'Last name' });
    await expect(lastName).toHaveValue(subject.lastName);
    await lastName.fill('Settled');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings.getByText('Saved!')).toBeVisible();
    await expect(settings.getByText('Saved!')).toBeHidden({ timeout: 5_000 });

    await page.reload();
    const table = await showParticipant(page, subject.email);
    await expect(table).toContainText('Sid Settled');
    await expect(table).not.toContainText(subject.name);
  });

  test("a master changes a user's role in Account & Role", async ({ page }) => {
    const { id } = await newParticipant({ firstName: 'Rory', lastName: 'Rolechange' });
    await logIn(page, demoUrl(''), 'master@demo.test');
    await page.goto(demoUrl(`/settings?userId=${id}`));
    const tabs = page.getByRole('navigation', { name: 'Settings' });
    await expect(tabs.getByRole('link')).toHaveText([
      'User Settings',
      'Edit Preferences',
      'Devices',
      'Account & Role',
    ]);
    await tabs.getByRole('link', { name: 'Account & Role' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/dashboard\\?userId=${id}$`));

    const role = page.getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveValue('User');
    await role.click();
    await page.getByRole('option', { name: 'Coordinator', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Coordinator');
    const [row] = (await sql('SELECT role FROM users WHERE id = ?', [id])) as Array<{
      role: string;
    }>;
    expect(row.role).toBe('Coordinator');
  });

  test('a participant connects a device, sets a goal, and is asked Hold Up when leaving unsaved', async ({
    page,
  }) => {
    const me = await newParticipant({ firstName: 'Gail', lastName: 'Goalsetter' });
    await logIn(page, demoUrl(''), me.email);
    await page.goto(demoUrl('/settings/devices'));
    await expect(
      page.getByText("Connecting opens the device's sign-in once the integration is live.", {
        exact: false,
      }),
    ).toBeVisible();
    const devices = page.getByRole('list', { name: 'Devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(3);
    await expect(devices.first()).toContainText('FitbitNot connected');
    await page.getByRole('button', { name: 'Connect Fitbit' }).click();
    await expect(page.getByRole('button', { name: 'Disconnect Fitbit' })).toBeVisible();
    await expect(devices.first()).toContainText('Connected');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Disconnect Fitbit' })).toBeVisible();
    const connected = (await sql('SELECT device FROM user_devices WHERE user_id = ?', [
      me.id,
    ])) as Array<{ device: string }>;
    expect(connected.map((row) => row.device)).toEqual(['fitbit']);

    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Edit Goal' })
      .click();
    const goal = page.getByRole('combobox', { name: 'Your goal' });
    await expect(goal).toHaveValue("1,000 points (the programme's goal)");
    await goal.click();
    await page.getByRole('option', { name: '750 points' }).click();
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Devices' })
      .click();
    const holdUp = page.getByRole('dialog', { name: 'Hold Up' });
    await holdUp.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/settings\/goal/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    const [row] = (await sql('SELECT goal FROM users WHERE id = ?', [me.id])) as Array<{
      goal: number;
    }>;
    expect(row.goal).toBe(750);
  });
});
