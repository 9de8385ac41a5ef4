import { screen, waitFor } from '@testing-library/react';
import { buildPromotion, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { emptyWelcomeContent } from '../../../testing/render-portal';
import { WelcomePage } from '../pages/welcome-page';

const signedOut = { status: 401, body: { errors: ['Log In Required'] } };
const promotion = { body: { data: buildPromotion(), meta: {} } };
const HELP = 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.';
const TOKEN = 'a-token-from-the-e-mail';
const allowed = { body: { data: { allow: true, email: 'participant@demo.test' }, meta: {} } };
const renderReset = () =>
  renderWithProviders(<WelcomePage />, {
    route: `/welcome?reset_password=${TOKEN}`,
    path: '/welcome/*',
  });

const bodiesOf = async (fetchMock: jest.Mock, method: string) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === method)
      .map((request) => request.clone().json()),
  );

describe('reset password dialog (/welcome?reset_password={token})', () => {
  it.each([
    ['refused', { body: { data: { allow: false, email: null }, meta: {} } }],
    ['failed', { status: 429, body: { errors: ['Too many attempts.'] } }],
  ])(
    "shows 'Cannot verify reset password token.' when verification is %s",
    async (_how, answer) => {
      const fetchMock = mockFetch({
        'GET /api/users/me': signedOut,
        'GET /api/promotions/current': promotion,
        ...emptyWelcomeContent,
        'POST /api/users/verify_password_reset': answer,
      });
      renderReset();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Cannot verify reset password token.',
      );
      expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
      expect(await bodiesOf(fetchMock, 'POST')).toEqual([{ thing: TOKEN }]);
    },
  );

  it('checks the rule and the confirmation 1 s after typing, with the spec messages', async () => {
    mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
      'POST /api/users/verify_password_reset': allowed,
    });
    const { user } = renderReset();
    const password = await screen.findByLabelText(/New password/);
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(
      screen.getByText('Choose a new password for participant@demo.test.'),
    ).toBeInTheDocument();
    await user.type(password, 'weakpassword');
    expect(screen.queryByText(HELP)).not.toBeInTheDocument();
    expect(await screen.findByText(HELP)).toHaveAttribute('role', 'alert');

    await user.type(screen.getByLabelText(/Confirm password/), 'wea');
    await user.type(password, '{Control>}a{/Control}Fresh!start42');
    await waitFor(() => expect(screen.queryByText(HELP)).not.toBeInTheDocument());
    // Three characters are not compared yet; the fourth is.
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Confirm password/), 'k');
    expect(await screen.findByText('Passwords do not match.')).toHaveAttribute('role', 'alert');
  });

  it("answers an empty password with 'Password required.' without calling the server", async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
      'POST /api/users/verify_password_reset': allowed,
    });
    const { user } = renderReset();
    await screen.findByLabelText(/New password/);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password required.')).toBeInTheDocument();
    expect(await bodiesOf(fetchMock, 'PUT')).toEqual([]);
  });

  it("shows the server's refusal, else 'Could not reset password!'", async () => {
    mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
      'POST /api/users/verify_password_reset': allowed,
      'PUT /api/users/password_reset': { status: 500, body: {} },
    });
    const { user } = renderReset();
    await user.type(await screen.findByLabelText(/New password/), 'Fresh!start42');
    await user.type(screen.getByLabelText(/Confirm password/), 'Fresh!start42');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reset password!');
  });

  it('resets and shows the login form with a note that the password was changed', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
      'POST /api/users/verify_password_reset': allowed,
      'PUT /api/users/password_reset': { body: { data: null, meta: {} } },
    });
    const { user, router } = renderReset();
    await user.type(await screen.findByLabelText(/New password/), 'Fresh!start42');
    await user.type(screen.getByLabelText(/Confirm password/), 'Fresh!start42');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Your password was changed. Log in with your new password.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?login=true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(await bodiesOf(fetchMock, 'PUT')).toEqual([{ thing: TOKEN, password: 'Fresh!start42' }]);
  });
});
