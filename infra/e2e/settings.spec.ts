import { expect, test } from '@playwright/test';
import { sql } from './db';
import { demoUrl } from './stack-config';
import { logIn } from './support';

const SUBJECTS = ['settings.edit@demo.test', 'settings.role@demo.test'];

/** Two users of the demo promotion of this spec's own, so other specs' users stay as seeded. */
async function addSubjects() {
  await sql(
    `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
     SELECT promotion_id, ?, password_hash, 'User', 'Sid', 'Subject' FROM users
      WHERE email = 'participant@demo.test'
     UNION ALL
     SELECT promotion_id, ?, password_hash, 'User', 'Rory', 'Rolechange' FROM users
      WHERE email = 'participant@demo.test'`,
    SUBJECTS,
  );
}

const removeSubjects = () => sql('DELETE FROM users WHERE email IN (?, ?)', SUBJECTS);

async function userId(email: string) {
  const [row] = (await sql('SELECT id FROM users WHERE email = ?', [email])) as Array<{
    id: number;
  }>;
  return row.id;
}

test.describe('issue 6: settings', () => {
  test.beforeAll(async () => {
    await removeSubjects();
    await addSubjects();
  });
  test.afterAll(removeSubjects);

  test("a coordinator edits a participant's name from the dashboard's Edit", async ({
    page,
    context,
  }) => {
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/participants'));
    const table = page.getByRole('table', { name: 'Participants' });
    await expect(table).toContainText('Sid Subject');

    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Edit Sid Subject' }).click();
    const settings = await opened;
    await expect(settings).toHaveURL(/\/settings\/profile\?userId=\d+&promotionId=\d+$/);
    await expect(settings.getByText('Editing Sid Subject (settings.edit@demo.test)')).toBeVisible();
    await expect(
      settings.getByRole('navigation', { name: 'Settings' }).getByRole('link'),
    ).toHaveText(['Edit Personal Settings']);
    const lastName = settings.getByRole('textbox', { name: 'Last name' });
    await expect(lastName).toHaveValue('Subject');
    await lastName.fill('Settled');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings.getByText('Saved!')).toBeVisible();
    await expect(settings.getByText('Saved!')).toBeHidden({ timeout: 5_000 });

    await page.reload();
    await expect(page.getByRole('table', { name: 'Participants' })).toContainText('Sid Settled');
    await expect(page.getByRole('table', { name: 'Participants' })).not.toContainText(
      'Sid Subject',
    );
  });

  test("a master changes a user's role in Account & Role", async ({ page }) => {
    const id = await userId('settings.role@demo.test');
    await logIn(page, demoUrl(''), 'master@demo.test');
    await page.goto(demoUrl(`/settings?userId=${id}`));
    const tabs = page.getByRole('navigation', { name: 'Settings' });
    await expect(tabs.getByRole('link')).toHaveText(['User Settings', 'Account & Role']);
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
});
