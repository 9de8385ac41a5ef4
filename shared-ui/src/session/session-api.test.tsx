import { screen, waitFor } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '../testing';
import { selectSessionExpired } from './session-slice';
import { sessionApi, useGetMeQuery, useLoginMutation } from './session-api';

function WhoAmI() {
  const { data, isError } = useGetMeQuery();
  if (isError) return <p>Signed out</p>;
  return <p>{data ? `Signed in as ${data.profile.full_name}` : 'Loading'}</p>;
}

function LoginButton() {
  const [login, { error }] = useLoginMutation();
  return (
    <>
      <button onClick={() => login({ email: 'a@b.c', password: 'x', stay_logged_in: false })}>
        Log in
      </button>
      {error ? <p>Login failed</p> : null}
    </>
  );
}

describe('session api', () => {
  it('reads the signed-in user from GET /api/users/me', async () => {
    mockFetch({ 'GET /api/users/me': { body: { data: buildUser(), meta: {} } } });
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('Signed in as Pat Doe')).toBeInTheDocument();
  });

  it('records an expired session with the server errors when a call answers 401', async () => {
    mockFetch({ 'GET /api/users/me': { status: 401, body: { errors: ['Log In Required'] } } });
    const { store } = renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(selectSessionExpired(store.getState())).toEqual({ errors: ['Log In Required'] });
  });

  it('does not treat wrong credentials as an expired session', async () => {
    mockFetch({
      'POST /api/authenticate': { status: 401, body: { errors: ['Invalid email or password.'] } },
    });
    const { store, user } = renderWithProviders(<LoginButton />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(selectSessionExpired(store.getState())).toBeNull();
  });

  it('sends the CSRF header on writes and caches the user after login', async () => {
    const fetchMock = mockFetch({
      'POST /api/authenticate': { body: { data: buildUser(), meta: {} } },
    });
    const { store, user } = renderWithProviders(<LoginButton />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.headers.get('X-Requested-With')).toBe('wellness');
    await waitFor(() =>
      expect(sessionApi.endpoints.getMe.select()(store.getState()).data).toMatchObject({ id: 10 }),
    );
  });
});
