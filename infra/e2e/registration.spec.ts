import { expect, test } from './fixtures';
import { sql, uniqueTag } from './db';
import { E2E_MAIL_URL, demoUrl } from './stack-config';
import { axeViolations } from './support';

const PASSWORD = 'Fresh!start42';
/** The seed's default `emails/welcome_main` item (services/schema seed content). */
const WELCOME_SUBJECT = 'Welcome to the wellness programme';
/** The demo's Initial Assessment questions (services/schema seed/evaluation.ts). */
const ACTIVE = 'On how many days a week are you active for 30 minutes or more?';
const FRUIT = 'How many servings of fruit and vegetables do you eat on a typical day?';
const SLEEP = 'I usually sleep seven hours or more a night.';
const HABIT = 'What is one healthy habit you would like to build?';
const PROFILE_ONLY = 'Your favourite way to stay active';

interface CaughtMessage {
  subject: string;
  envelope: { to: string[] };
}

test.describe('issue 13: registration', () => {
  test('a new person registers with an eligibility identifier, a photo and the Initial Assessment, lands on /prestart/basics, and gets the welcome e-mail', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const identifier = `E2E-${tag}`;
    const email = `new.${tag}@demo.test`;
    // A free eligibility row of the demo, as a coordinator's list would hold it.
    await sql(
      `INSERT INTO eligibilities (promotion_id, identifier, first_name, last_name, email)
       SELECT id, ?, 'Reggie', ?, ? FROM promotions WHERE subdomain = 'demo'`,
      [identifier, `Registrant ${tag}`, email],
    );

    await page.goto(demoUrl('/welcome'));
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const eligibility = page.getByRole('dialog', { name: 'Eligibility' });
    await expect(eligibility).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await eligibility.getByRole('button', { name: 'Continue' }).click();
    await expect(eligibility.getByRole('alert')).toHaveText('Token is required.');
    await eligibility.getByLabel('Token').fill('NO-SUCH-TOKEN');
    await eligibility.getByRole('button', { name: 'Continue' }).click();
    await expect(eligibility.getByRole('alert')).toHaveText('Invalid Token.');
    await eligibility.getByLabel('Token').fill(identifier);
    await eligibility.getByRole('button', { name: 'Continue' }).click();
    await expect(eligibility).toBeHidden();

    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByLabel('First name')).toHaveValue('Reggie');
    await expect(form.getByLabel(/^Email/)).toHaveValue(email);
    await form.getByLabel('Retype email').fill(email.toUpperCase());
    await form.getByLabel(/^Password/).fill('weakpassword');
    await expect(
      form
        .getByText('Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.', {
          exact: true,
        })
        .last(),
    ).toBeVisible();
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel('Retype password').fill(PASSWORD);
    await form.getByRole('radio', { name: 'Profile image 3' }).check();
    await form.getByLabel('Location').selectOption({ label: 'North Region' });
    await form.getByLabel('Office').selectOption({ label: 'Chicago Office' });

    // The demo's Initial Assessment, shown as Registration (services/schema seed).
    const assessment = form.getByRole('group', { name: 'Registration' });
    await expect(assessment.getByRole('heading', { name: 'Your habits today' })).toBeVisible();
    await expect(assessment.getByText(PROFILE_ONLY)).toHaveCount(0);
    await assessment.getByLabel(ACTIVE).selectOption('3 to 4 days');
    await assessment.getByLabel(FRUIT).selectOption('4 to 5');
    await assessment.getByRole('checkbox', { name: SLEEP }).check();
    await assessment.getByLabel(HABIT).fill('A walk after lunch');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/prestart\/basics$/);
    const [row] = (await sql(
      `SELECT u.image_url, e.user_id = u.id AS claimed FROM users u
       JOIN eligibilities e ON e.identifier = ? WHERE u.email = ?`,
      [identifier, email],
    )) as Array<{ image_url: string; claimed: number }>;
    expect(row).toEqual({ image_url: '/api/profile_images/avatars/avatar-3.svg', claimed: 1 });
    // The answers are stored with the user, keyed by question name (CustomPrompt_{id}).
    const prompts = (await sql(
      `SELECT c.id, c.short_label FROM custom_prompts c JOIN promotions p ON p.id = c.promotion_id
       WHERE p.subdomain = 'demo'`,
    )) as Array<{ id: number; short_label: string }>;
    const nameOf = (label: string) =>
      `CustomPrompt_${prompts.find((prompt) => prompt.short_label === label)!.id}`;
    const [evaluation] = (await sql(
      `SELECT ev.answers, d.name FROM evaluations ev JOIN users u ON u.id = ev.user_id
       JOIN evaluation_definitions d ON d.id = ev.evaluation_definition_id WHERE u.email = ?`,
      [email],
    )) as Array<{ answers: string; name: string }>;
    expect(evaluation!.name).toBe('Initial Assessment');
    expect(JSON.parse(evaluation!.answers)).toEqual({
      [nameOf(ACTIVE)]: '3 to 4 days',
      [nameOf(FRUIT)]: '4 to 5',
      [nameOf(SLEEP)]: 1,
      [nameOf(HABIT)]: 'A walk after lunch',
    });

    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${E2E_MAIL_URL}/api/messages?to=${encodeURIComponent(email)}`,
          );
          const { data } = (await response.json()) as { data: CaughtMessage[] };
          return data.filter((message) => message.subject === WELCOME_SUBJECT).length;
        },
        { message: `the welcome e-mail to ${email}`, timeout: 30_000 },
      )
      .toBe(1);
  });
});
