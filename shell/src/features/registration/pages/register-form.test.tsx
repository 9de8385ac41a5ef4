import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch } from '@wellness/shared-ui/testing';
import {
  EMAIL_IN_USE,
  HELP,
  enter,
  envelope,
  fillForm,
  postsOf,
  renderRegister,
  routes,
  windowOf,
} from '../testing/register-fixtures';

const ACTIVE = 'On how many days a week are you active for 30 minutes or more?';
const SLEEP = 'I usually sleep seven hours or more a night.';
const HABIT = 'What is one healthy habit you would like to build?';
const DIFFICULT = 'Is there anything that makes being active difficult for you?';
const BLOCKED = 'Fix the problems shown above to register.';

const assessment = envelope({
  id: 7,
  name: 'Initial Assessment',
  title: 'Registration',
  message: 'A few questions about your habits today.',
  questions: [
    {
      name: 'CustomPrompt_1',
      type_of_prompt: 'HEADER',
      data_type: 'string',
      label: 'Your habits today',
      options: [],
    },
    {
      name: 'CustomPrompt_2',
      type_of_prompt: 'DROPDOWN',
      data_type: 'string',
      label: ACTIVE,
      options: ['None', '3 to 4 days'],
    },
    {
      name: 'CustomPrompt_3',
      type_of_prompt: 'CHECKBOX',
      data_type: 'integer',
      label: SLEEP,
      options: [],
    },
    {
      name: 'CustomPrompt_4',
      type_of_prompt: 'CHECKBOX',
      data_type: 'string',
      label: 'I take the stairs.',
      options: [],
    },
    {
      name: 'CustomPrompt_5',
      type_of_prompt: 'TEXTBOX',
      data_type: 'string',
      label: HABIT,
      options: [],
    },
    {
      name: 'CustomPrompt_6',
      type_of_prompt: 'TEXTAREA',
      data_type: 'text',
      label: DIFFICULT,
      options: [],
    },
  ],
});

describe('registration form: the evaluation, the full state and alerts that block Register', () => {
  it('shows the Initial Assessment as Registration, each question drawn by its type, and sends the answers', async () => {
    const fetchMock = mockFetch(
      routes({
        'GET /api/promotions/2/registration_evaluation': assessment,
        'POST /api/users': envelope(buildUser()),
      }),
    );
    const setup = renderRegister();
    const evaluation = await screen.findByRole('group', { name: 'Registration' });
    expect(within(evaluation).getByText('A few questions about your habits today.')).toBeVisible();
    expect(within(evaluation).getByRole('heading', { name: 'Your habits today' })).toBeVisible();
    const active = within(evaluation).getByRole('combobox', { name: ACTIVE });
    expect(
      within(active)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'None', '3 to 4 days']);
    expect(within(evaluation).getByRole('checkbox', { name: SLEEP })).not.toBeChecked();
    expect(within(evaluation).getByRole('textbox', { name: HABIT })).toHaveAttribute(
      'maxlength',
      '255',
    );
    expect(within(evaluation).getByRole('textbox', { name: DIFFICULT }).tagName).toBe('TEXTAREA');

    await fillForm(setup);
    await setup.user.selectOptions(active, '3 to 4 days');
    await setup.user.click(within(evaluation).getByRole('checkbox', { name: SLEEP }));
    await enter(setup, new RegExp(HABIT.replace('?', '\\?')), '  Walk after lunch ');
    await setup.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(setup.router.state.location.pathname).toBe('/prestart/basics'));
    // Every checkbox is sent, ticked (1) or not (N); blank text is left out.
    expect((await postsOf(fetchMock))[0].evaluation).toEqual({
      evaluation_definition_id: 7,
      answers: {
        CustomPrompt_2: '3 to 4 days',
        CustomPrompt_3: 1,
        CustomPrompt_4: 'N',
        CustomPrompt_5: 'Walk after lunch',
      },
    });
  });

  it('shows no evaluation and sends none when the promotion has none', async () => {
    const fetchMock = mockFetch(routes({ 'POST /api/users': envelope(buildUser()) }));
    const setup = renderRegister();
    await fillForm(setup);
    expect(screen.queryByRole('group', { name: 'Registration' })).not.toBeInTheDocument();
    await setup.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(async () => expect(await postsOf(fetchMock)).toHaveLength(1));
    expect((await postsOf(fetchMock))[0]).not.toHaveProperty('evaluation');
  });

  it("shows the closed state when the promotion is full ('max')", async () => {
    mockFetch(
      routes({
        'GET /api/promotions/2/can_register': windowOf('open', null, true),
      }),
    );
    renderRegister();
    expect(await screen.findByText('Sorry, registration is currently closed.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
  });

  it("maps the server's 'max' to the closed message in the 'Cannot Register' dialog", async () => {
    mockFetch(routes({ 'POST /api/users': { status: 403, body: { errors: ['max'] } } }));
    const setup = renderRegister();
    await fillForm(setup);
    await setup.user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot Register' });
    expect(dialog).toHaveTextContent('Sorry, registration is currently closed.');
  });

  describe('registration blocked while visible open alerts exist', () => {
    const register = () => screen.getByRole('button', { name: 'Register' });

    it('disables Register while the e-mail in use alert shows, and sends nothing', async () => {
      const fetchMock = mockFetch(
        routes({
          'GET /api/promotions/2/users/validate': { status: 422, body: { errors: [EMAIL_IN_USE] } },
        }),
      );
      const setup = renderRegister();
      await fillForm(setup, { email: 'participant@demo.test', retype: 'participant@demo.test' });
      expect(await screen.findByText(EMAIL_IN_USE)).toHaveAttribute('role', 'alert');
      expect(register()).toBeDisabled();
      expect(register()).toHaveAccessibleDescription(BLOCKED);
      // Enter in a field is refused too.
      await setup.user.type(screen.getByLabelText(/First name/), '{Enter}');
      expect(await postsOf(fetchMock)).toEqual([]);
    });

    it('disables Register while the e-mails or passwords do not match or the password breaks the rule, and enables it once fixed', async () => {
      mockFetch(routes({ 'POST /api/users': envelope(buildUser()) }));
      const setup = renderRegister();
      await fillForm(setup, { retype: 'other@demo.test' });
      expect(await screen.findByText('Email addresses do not match.')).toBeVisible();
      expect(register()).toBeDisabled();
      expect(screen.getByText(BLOCKED)).toBeVisible();
      await setup.user.clear(screen.getByLabelText(/Retype email/));
      await enter(setup, /Retype email/, 'nia@demo.test');
      await waitFor(() => expect(register()).toBeEnabled());
      expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();

      await setup.user.clear(screen.getByLabelText(/^Password/));
      await enter(setup, /^Password/, 'weakpassword');
      expect(await screen.findByText(HELP, { selector: '[role=alert]' })).toBeVisible();
      expect(register()).toBeDisabled();
      await setup.user.clear(screen.getByLabelText(/^Password/));
      await enter(setup, /^Password/, 'Fresh!start43');
      expect(await screen.findByText('Passwords do not match.')).toBeVisible();
      expect(register()).toBeDisabled();
      await setup.user.clear(screen.getByLabelText(/Retype password/));
      await enter(setup, /Retype password/, 'Fresh!start43');
      await waitFor(() => expect(register()).toBeEnabled());
    });

    it('blocks after a refused submit until the field in question changes', async () => {
      mockFetch(routes());
      const setup = renderRegister();
      await setup.user.click(await screen.findByRole('button', { name: 'Register' }));
      expect(await screen.findByText('Please choose a profile image.')).toBeVisible();
      expect(register()).toBeDisabled();
      await fillForm(setup);
      await waitFor(() => expect(register()).toBeEnabled());
    });
  });
});

describe('registration form: the location pickers by level (spec 3 s6)', () => {
  it('asks down to the third level when the office has areas, and sends the area picked', async () => {
    const fetchMock = mockFetch(
      routes({
        'GET /api/promotions/2/registration_locations': envelope([
          { id: 1, name: 'North Region', parent_id: null, level: 1 },
          { id: 2, name: 'Boston Office', parent_id: 1, level: 2 },
          { id: 3, name: 'Floor 2', parent_id: 2, level: 3 },
        ]),
        'POST /api/users': envelope(buildUser()),
      }),
    );
    const setup = renderRegister();
    await fillForm(setup);
    const area = await screen.findByRole('combobox', { name: /^Area/ });
    await setup.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please choose a location.')).toBeVisible();
    expect(await postsOf(fetchMock)).toEqual([]);

    await setup.user.selectOptions(area, 'Floor 2');
    await setup.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(setup.router.state.location.pathname).toBe('/prestart/basics'));
    expect((await postsOf(fetchMock))[0].location_id).toBe(3);
  });
});
