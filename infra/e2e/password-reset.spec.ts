import { expect, test } from './fixtures';
import { newParticipant } from './db';
import { E2E_MAIL_URL, demoUrl } from './stack-config';
import { axeViolations, logInThroughForm } from './support';

const HELP = 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.';
const NEW_PASSWORD = 'Fresh!start42';

interface CaughtMessage {
  subject: string;
  text: string | null;
  envelope: { to: string[] };
}

/** The reset link of the newest reset e-mail the catcher received for the address. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${E2E_MAIL_URL}/api/messages?to=${encodeURIComponent(email)}`,
        );
        const { data } = (await response.json()) as { data: CaughtMessage[] };
        const message = data.find((m) => m.subject === 'Reset your password');
        link = message?.text?.match(/http:\/\/\S+\/welcome\?reset_password=[\w-]+/)?.[0];
        return link;
      },
      { message: `the reset e-mail to ${email}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

test.describe('issue 13: password reset', () => {
  test('a participant who forgot the password follows the e-mailed link, is held to the rule, and signs in with the new one', async ({
    page,
  }) => {
    const person = await newParticipant({ firstName: 'Fern', lastName: 'Forgetful' });

    await page.goto(demoUrl('/welcome'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/welcome\/forgot$/);
    const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
    await expect(forgot).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await forgot.getByRole('textbox', { name: 'Email' }).fill('nobody@demo.test');
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot.getByRole('alert')).toHaveText('No account was found with that email.');

    await forgot.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot.getByText(/^Check your e-mail/)).toBeVisible();

    const link = await resetLinkFor(person.email);
    expect(new URL(link).host).toBe(new URL(demoUrl()).host);
    await page.goto(link);
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(reset.getByText(`Choose a new password for ${person.email}.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A password that breaks the organization's rule: shown after 1 s, and refused on submit.
    await reset.getByLabel('New password').fill('weakpassword');
    await expect(reset.getByText(HELP)).toBeVisible();
    await reset.getByLabel('Confirm password').fill('weakpassword');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset.getByText(HELP)).toBeVisible();

    await reset.getByLabel('New password').fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm password').fill(`${NEW_PASSWORD}x`);
    await expect(reset.getByText('Passwords do not match.')).toBeVisible();
    await reset.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await expect(reset.getByText('Passwords do not match.')).toBeHidden();
    await reset.getByRole('button', { name: 'Reset password' }).click();

    await expect(reset).toBeHidden();
    await expect(
      page.getByText('Your password was changed. Log in with your new password.'),
    ).toBeVisible();

    // The link works once.
    await page.goto(link);
    await expect(
      page.getByRole('dialog', { name: 'Reset your password' }).getByRole('alert'),
    ).toHaveText('Cannot verify reset password token.');

    await logInThroughForm(page, demoUrl(''), person.email, NEW_PASSWORD);
  });
});
