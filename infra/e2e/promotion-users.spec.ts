import { expect, test } from './fixtures';
import { newParticipant, newPromotion, sql, uniqueTag } from './db';
import { E2E_PORT, demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

/**
 * Issue 17, spec 3 s2 "Organizations and promotions (master)" and "Other": a promotion's users
 * (edit, impersonate, delete), super-coordinator promotions, coordinators, labels and video.
 */
test.describe("issue 17: a promotion's users, coordinators, labels and video", () => {
  test('a master edits a user, assigns a super coordinator, sets coordinators and labels the participant sees', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const promotion = await newPromotion({ name: 'users', launchOn: yesterday });
    const [{ name: promotionName }] = (await sql('SELECT name FROM promotions WHERE id = ?', [
      promotion.id,
    ])) as Array<{ name: string }>;
    const member = await newParticipant({ promotionId: promotion.id, lastName: 'Member' });
    const leaver = await newParticipant({ promotionId: promotion.id, lastName: 'Leaver' });
    const viewer = await newParticipant({ promotionId: promotion.id, lastName: 'Viewer' });

    await logIn(page, demoUrl(''), 'master@demo.test');
    await page.goto(demoUrl('/promotions'));
    await page.getByRole('link', { name: `Users of ${promotionName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/promotion/${promotion.id}/users$`));
    const table = page.getByRole('table', { name: 'Users of the promotion' });
    await expect(table.getByRole('row', { name: new RegExp(member.name) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Search finds one person; impersonation opens its route in a new window.
    await page.getByLabel('Search users').fill(leaver.lastName);
    await expect(table.getByRole('row', { name: new RegExp(member.name) })).toHaveCount(0);
    const popup = context.waitForEvent('page');
    await table.getByRole('button', { name: `Impersonate ${leaver.name}` }).click();
    const opened = await popup;
    expect(opened.url()).toContain(`/promotion/${promotion.id}/user/${leaver.id}/impersonate`);
    await opened.close();
    // Delete, after the confirmation.
    await table.getByRole('button', { name: `Delete ${leaver.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete user' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No user matches that search')).toBeVisible();

    // Edit one: names, e-mail and role.
    await page.getByLabel('Search users').fill(member.lastName);
    await table.getByRole('link', { name: `Edit user ${member.name}` }).click();
    const form = page.getByRole('form', { name: 'User' });
    await expect(form.getByLabel('First name')).toHaveValue(member.firstName);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel('First name').fill('Renamed');
    await form.getByLabel('Email').fill(viewer.email);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert', { name: 'Could not save the user.' })).toContainText(
      'Email has already been taken.',
    );
    await form.getByLabel('Email').fill(`renamed.${tag}@demo.test`);
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Coordinator', exact: true }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Renamed ${member.lastName} saved.`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to users' }).click();
    await page.getByLabel('Search users').fill(`renamed.${tag}`);
    await expect(
      table.getByRole('row', { name: new RegExp(`Renamed ${member.lastName}.*Coordinator`) }),
    ).toBeVisible();

    // The demo's super coordinator is given the new promotion (same organization).
    await page.goto(demoUrl('/promotions'));
    await page.getByRole('link', { name: 'Users of Demo Promotion' }).click();
    await page.getByLabel('Search users').fill('supercoordinator@demo.test');
    await page.getByRole('link', { name: 'Edit user Suzy Super' }).click();
    const assignment = page.getByRole('group', { name: 'Super coordinator promotions' });
    await assignment.getByRole('checkbox', { name: new RegExp(promotion.subdomain) }).check();
    expect(await axeViolations(page)).toEqual([]);
    await assignment.getByRole('button', { name: 'Save promotions' }).click();
    await expect(page.getByText('Promotions saved.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: new RegExp(promotion.subdomain) }),
    ).toBeChecked();

    // Coordinators: trimmed, empty entries and repeats dropped.
    await page.goto(demoUrl(`/promotion/${promotion.id}`));
    await page.getByRole('link', { name: 'Coordinators' }).click();
    const coordinators = page.getByRole('textbox', { name: 'Coordinators' });
    await coordinators.fill(` ann.${tag}@demo.test,, ANN.${tag}@demo.test , bo@demo.test,`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(coordinators).toHaveValue(`ann.${tag}@demo.test,bo@demo.test`);
    expect(await axeViolations(page)).toEqual([]);

    // Video: a bad address fails with the spec's dialog.
    await page.goto(demoUrl(`/promotion/${promotion.id}`));
    await page.getByRole('link', { name: 'Participant video' }).click();
    await page.getByLabel('Video URL', { exact: true }).fill('intro.mp4');
    await page.getByRole('button', { name: 'Save' }).click();
    const failed = page.getByRole('dialog', { name: 'Save Failed!' });
    await expect(failed.getByText('Saving the video information failed!')).toBeVisible();
    await failed.getByRole('button', { name: 'OK' }).click();
    await page
      .getByLabel('Video URL', { exact: true })
      .fill('https://videos.example.test/intro.mp4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Labels: the participant's home counts in the promotion's own word.
    await page.goto(demoUrl(`/promotion/${promotion.id}`));
    await page.getByRole('link', { name: 'Labels' }).click();
    await page.getByLabel('Point label (plural)').fill('Sparks');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const participant = await browser.newPage();
    const site = `http://${promotion.subdomain}.localhost:${E2E_PORT}`;
    // The welcome page's popup plays the saved video.
    await participant.goto(`${site}/welcome`);
    await participant.getByRole('button', { name: 'Watch the video' }).click();
    await expect(
      participant.getByRole('dialog', { name: 'Programme video' }).locator('video'),
    ).toHaveAttribute('src', 'https://videos.example.test/intro.mp4');
    await participant.keyboard.press('Escape');
    await logIn(participant, site, viewer.email);
    await participant.goto(`${site}/home`);
    await expect(participant.getByText(/^\d+ Sparks$/)).toBeVisible();
    await participant.close();
  });
});
