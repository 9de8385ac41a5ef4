import { act, screen, waitFor } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import { WelcomePage } from '../pages/welcome-page';
import { LOGIN_BANNER_MS, LoginForm } from './login-form';

const signedOut = { status: 401, body: { errors: ['Log In Required'] } };
const promotion = { body: { data: buildPromotion(), meta: {} } };

/** The welcome page with its login form, once the form's own chunk has loaded. */
async function renderWelcome(route = '/welcome?login=true&redirect=%2Fleaderboard') {
  const rendered = renderWithProviders(<WelcomePage />, { route, path: '/welcome' });
  await screen.findByLabelText(/Email/);
  return rendered;
}

describe('login form', () => {
  it('shows the first server error, clears the password and refocuses the email', async () => {
    mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      'POST /api/authenticate': {
        status: 401,
        body: { errors: ['Invalid email or password.', 'Second message'] },
      },
    });
    const { user } = await renderWelcome();

    await user.type(screen.getByLabelText(/Email/), 'participant@demo.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveValue('participant@demo.test');
  });

  it('logs in with stay_logged_in and goes to the redirect', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      'POST /api/authenticate': { body: { data: buildUser(), meta: {} } },
    });
    const { user, router } = await renderWelcome();

    await user.type(screen.getByLabelText(/Email/), 'participant@demo.test');
    await user.type(screen.getByLabelText(/Password/), 'Wellness!2026');
    await user.click(screen.getByRole('checkbox', { name: 'Stay logged in' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboard'));
    const login = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'POST');
    expect(await login?.json()).toEqual({
      email: 'participant@demo.test',
      password: 'Wellness!2026',
      stay_logged_in: true,
    });
  });

  it('never follows a redirect to another origin', async () => {
    mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
      'POST /api/authenticate': { body: { data: buildUser(), meta: {} } },
    });
    const { user, router } = await renderWelcome('/welcome?login=true&redirect=%2F%2Fevil.test');
    await user.type(screen.getByLabelText(/Email/), 'participant@demo.test');
    await user.type(screen.getByLabelText(/Password/), 'Wellness!2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': signedOut,
      'GET /api/promotions/current': promotion,
    });
    const { user } = await renderWelcome();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([r]) => (r as Request).method === 'POST')).toBe(false);
  });

  it('lets the password be shown', async () => {
    mockFetch({ 'GET /api/users/me': signedOut, 'GET /api/promotions/current': promotion });
    const { user } = await renderWelcome();
    const password = screen.getByLabelText(/Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: /show password|toggle/i }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('hides the banner after 900000 ms', () => {
    jest.useFakeTimers();
    try {
      mockFetch({});
      renderWithProviders(<LoginForm initialErrors={['Log In Required']} onLoggedIn={jest.fn()} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Log In Required');
      act(() => jest.advanceTimersByTime(LOGIN_BANNER_MS - 1));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
