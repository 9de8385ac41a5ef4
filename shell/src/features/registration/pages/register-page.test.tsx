import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch } from '@wellness/shared-ui/testing';
import { REGISTRATION_EMAIL_COOKIE } from '../../../lib/registration-email';
import {
  EMAIL_IN_USE,
  HELP,
  chooseLocation,
  content,
  enter,
  envelope,
  fillForm,
  postsOf,
  renderRegister,
  routes,
  windowOf,
} from '../testing/register-fixtures';

describe('registration screen (/register)', () => {
  describe('closed and frozen', () => {
    it("shows 'Sorry, registration is currently closed.' when closed", async () => {
      mockFetch(routes({ 'GET /api/promotions/2/can_register': windowOf('closed') }));
      renderRegister();
      expect(await screen.findByText('Sorry, registration is currently closed.')).toBeVisible();
      expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
    });

    it('shows the pre-registration content when frozen', async () => {
      mockFetch(
        routes({
          'GET /api/promotions/2/can_register': windowOf('frozen'),
          'GET /api/promotions/2/custom_content': content(
            'registration_content',
            'pre_registration',
            'Registration opens soon',
          ),
        }),
      );
      renderRegister();
      expect(await screen.findByText('Sorry, registration is currently closed.')).toBeVisible();
      expect(await screen.findByText('Registration opens soon')).toBeVisible();
    });
  });

  describe('the eligibility dialog', () => {
    const eligibilityRoutes = (answer: unknown) =>
      routes({
        'GET /api/promotions/2/can_register': windowOf('open', 'Employee ID'),
        'GET /api/promotions/2/custom_content': content('eligibility', 'eligibility', 'Check'),
        'GET /api/promotions/2/users/check_eligibility/E1001': answer,
      });

    it("blocks the form and answers '{label} is required.', 404 'Invalid {label}.' and 422 '{label} is already in use.'", async () => {
      mockFetch(eligibilityRoutes({ status: 404, body: { errors: ['Invalid Employee ID.'] } }));
      const { user } = renderRegister();
      const dialog = await screen.findByRole('dialog', { name: 'Eligibility' });
      expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Employee ID is required.',
      );
      await user.type(within(dialog).getByLabelText(/Employee ID/), 'E1001');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid Employee ID.');
    });

    it("answers a used identifier '{label} is already in use.'", async () => {
      mockFetch(eligibilityRoutes({ status: 422, body: { errors: ['x'] } }));
      const { user } = renderRegister();
      const dialog = await screen.findByRole('dialog', { name: 'Eligibility' });
      await user.type(within(dialog).getByLabelText(/Employee ID/), 'E1001');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Employee ID is already in use.',
      );
    });

    it('returns to welcome on cancel', async () => {
      mockFetch(eligibilityRoutes(envelope(null)));
      const { user, router } = renderRegister();
      const dialog = await screen.findByRole('dialog', { name: 'Eligibility' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    });

    it('opens the form with the eligibility row prefilled and sends its identifier', async () => {
      const fetchMock = mockFetch({
        ...eligibilityRoutes(
          envelope({
            id: 5,
            identifier: 'E1001',
            first_name: 'Ada',
            last_name: 'Eligible',
            email: 'e1001@demo.test',
          }),
        ),
        'POST /api/users': envelope(buildUser()),
      });
      const setup = renderRegister();
      const { user } = setup;
      const dialog = await screen.findByRole('dialog', { name: 'Eligibility' });
      await user.type(within(dialog).getByLabelText(/Employee ID/), 'E1001');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await screen.findByLabelText(/First name/)).toHaveValue('Ada');
      expect(screen.getByLabelText(/^Email/)).toHaveValue('e1001@demo.test');
      await enter(setup, /Retype email/, 'e1001@demo.test');
      await enter(setup, /^Password/, 'Fresh!start42');
      await enter(setup, /Retype password/, 'Fresh!start42');
      await user.click(screen.getByRole('radio', { name: 'Profile image 1' }));
      await chooseLocation(setup);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(async () =>
        expect((await postsOf(fetchMock)).at(-1)).toMatchObject({
          eligibility_identifier: 'E1001',
          email: 'e1001@demo.test',
        }),
      );
    });
  });

  describe('the form', () => {
    it("checks the e-mail's format and whether it is taken 1 s after typing", async () => {
      mockFetch(
        routes({
          'GET /api/promotions/2/users/validate': { status: 422, body: { errors: [EMAIL_IN_USE] } },
        }),
      );
      const { user } = renderRegister();
      const email = await screen.findByLabelText(/^Email/);
      await user.type(email, 'not-an-address');
      expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
      expect(await screen.findByText('Please enter a valid email address.')).toHaveAttribute(
        'role',
        'alert',
      );
      await user.clear(email);
      await user.type(email, 'participant@demo.test');
      expect(await screen.findByText(EMAIL_IN_USE)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
    });

    it('compares the retyped e-mail case-insensitively and the passwords exactly', async () => {
      mockFetch(routes());
      const setup = renderRegister();
      const { user } = setup;
      await enter(setup, /^Email/, 'nia@demo.test');
      const retype = screen.getByLabelText(/Retype email/);
      await enter(setup, /Retype email/, 'NIA@Demo.test');
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(screen.queryByText('Email addresses do not match.')).not.toBeInTheDocument();
      await user.type(retype, 'x');
      expect(await screen.findByText('Email addresses do not match.')).toBeVisible();

      await enter(setup, /^Password/, 'weakpassword');
      expect(await screen.findByText(HELP, { selector: '[role=alert]' })).toBeVisible();
      await enter(setup, /Retype password/, 'weakpasswor_');
      expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    });

    it('needs a profile image, a location, and the password rule before sending', async () => {
      const fetchMock = mockFetch(routes());
      const { user } = renderRegister();
      await user.click(await screen.findByRole('button', { name: 'Register' }));
      expect(await screen.findByText('Please choose a profile image.')).toBeVisible();
      expect(screen.getByText('Please choose a location.')).toBeVisible();
      expect(screen.getByText('Password required.')).toBeVisible();
      expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
      expect(screen.getByText('Please enter your first and last name.')).toBeVisible();
      expect(await postsOf(fetchMock)).toEqual([]);
    });

    it('registers, clears the stored e-mail and goes to /prestart/basics', async () => {
      document.cookie = `${REGISTRATION_EMAIL_COOKIE}=stored%40demo.test; path=/`;
      const fetchMock = mockFetch(routes({ 'POST /api/users': envelope(buildUser()) }));
      const setup = renderRegister();
      expect(await screen.findByLabelText(/^Email/)).toHaveValue('stored@demo.test');
      await setup.user.clear(screen.getByLabelText(/^Email/));
      await fillForm(setup);
      await setup.user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(setup.router.state.location.pathname).toBe('/prestart/basics'));
      expect(await postsOf(fetchMock)).toEqual([
        {
          email: 'nia@demo.test',
          password: 'Fresh!start42',
          profile: { first_name: 'Nia', last_name: 'Newcomer', image: { id: 12 } },
          location_id: 2,
          opted_in_individual_leaderboard: true,
        },
      ]);
      expect(document.cookie).not.toContain(REGISTRATION_EMAIL_COOKIE);
    });

    it("shows the 'Cannot Register' dialog when the server says closed", async () => {
      mockFetch(routes({ 'POST /api/users': { status: 403, body: { errors: ['closed'] } } }));
      const setup = renderRegister();
      await fillForm(setup);
      await setup.user.click(screen.getByRole('button', { name: 'Register' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cannot Register' });
      expect(dialog).toHaveTextContent('Sorry, registration is currently closed.');
    });

    it("shows the server's message for a refused registration and the default text otherwise", async () => {
      const fetchMock = mockFetch(
        routes({ 'POST /api/users': { status: 422, body: { errors: [HELP] } } }),
      );
      const setup = renderRegister();
      await fillForm(setup);
      await setup.user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() =>
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(HELP),
      );

      fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
        const request = input as Request;
        if (request.method === 'POST') {
          return new Response(JSON.stringify({ errors: ['boom'] }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return new Response(JSON.stringify({ data: { valid: true }, meta: {} }), {
          headers: { 'Content-Type': 'application/json' },
        });
      });
      // The server's alert blocks Register until something changes.
      expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
      await setup.user.click(screen.getByLabelText(/Show me on the individual leaderboard/));
      await setup.user.click(screen.getByRole('button', { name: 'Register' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cannot Register' });
      expect(dialog).toHaveTextContent(
        'Oops, that was unexpected. Please try again or Contact Us on the Support page.',
      );
      expect(screen.getByText('Could not create user!')).toBeVisible();
    });
  });
});
