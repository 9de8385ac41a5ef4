import { screen, waitFor, within } from '@testing-library/react';
import { buildPromotion, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { emptyWelcomeContent } from '../../../testing/render-portal';
import { WelcomePage } from '../pages/welcome-page';

const signedOut = { status: 401, body: { errors: ['Log In Required'] } };
const promotion = { body: { data: buildPromotion(), meta: {} } };

const renderForgot = () =>
  renderWithProviders(<WelcomePage />, { route: '/welcome/forgot', path: '/welcome/*' });

/** The dialog's own e-mail field (the login form behind it has one too). */
const emailField = async () =>
  within(await screen.findByRole('dialog', { name: 'Forgot your password?' })).getByRole(
    'textbox',
    { name: /Email/ },
  );

const posts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST');

describe('forgot password dialog (/welcome/forgot)', () => {
  it('refuses a malformed address with the spec message naming it, without calling the server', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
    });
    const { user } = renderForgot();
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.type(await emailField(), 'pat@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Must be a valid email address. Ex: pat@nowhere',
    );
    expect(dialog).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("shows the server's 'No account was found with that email.'", async () => {
    mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
      'POST /api/users/forgot': {
        status: 404,
        body: { errors: ['No account was found with that email.'] },
      },
    });
    const { user } = renderForgot();
    await user.type(await emailField(), 'nobody@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account was found with that email.',
    );
  });

  it('sends once however often Send is pressed, then tells the person to check their e-mail', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
      'POST /api/users/forgot': () => ({ body: { data: null, meta: {} } }),
    });
    const { user } = renderForgot();
    await user.type(await emailField(), 'participant@demo.test');
    const send = screen.getByRole('button', { name: 'Send' });
    await Promise.all([user.click(send), user.click(send), user.keyboard('{Enter}')]);
    expect(
      await screen.findByText(
        'Check your e-mail: we sent you a link to reset your password. It works for 1 hour.',
      ),
    ).toBeInTheDocument();
    const sent = posts(fetchMock);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ email: 'participant@demo.test' });
  });

  it('returns to welcome when closed', async () => {
    mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
    });
    const { user, router } = renderForgot();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('is opened from the welcome page link', async () => {
    mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      ...emptyWelcomeContent,
    });
    const { user } = renderWithProviders(<WelcomePage />, {
      route: '/welcome',
      path: '/welcome/*',
    });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(
      await screen.findByRole('dialog', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });
});
