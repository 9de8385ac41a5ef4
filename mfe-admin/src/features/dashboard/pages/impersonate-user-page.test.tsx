import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ImpersonateUserPage } from './impersonate-user-page';

const render = (answer: MockRoutes[string]) => {
  const fetchMock = mockFetch({ 'POST /api/users/impersonate': answer });
  return {
    fetchMock,
    ...renderWithProviders(<ImpersonateUserPage />, {
      route: '/promotion/2/user/7/impersonate',
      path: '/promotion/:promotionId/user/:userId/impersonate',
    }),
  };
};

describe('/promotion/{id}/user/{userId}/impersonate (spec 3 s4 "Impersonation")', () => {
  it('asks once for user 7 and opens a cookie session after 3 seconds', async () => {
    const { fetchMock } = render({
      body: { data: { url: 'http://demo.localhost:8080/impersonate#t', via: 'cookie' }, meta: {} },
    });
    expect(await screen.findByText('Opening the user’s session in 3 seconds…')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(await request.json()).toEqual({ impersonate_id: 7 });
  });

  it('opens an SSO session after 1 second', async () => {
    render({
      body: { data: { url: 'http://sso.localhost:8080/api/sso/login?x', via: 'sso' }, meta: {} },
    });
    expect(await screen.findByText('Opening the user’s session in 1 second…')).toBeInTheDocument();
  });

  it("says 'Failed test!' when the organization's provider gives no URL", async () => {
    render({
      status: 502,
      body: { errors: ["The organization's sign-in service did not answer."] },
    });
    expect(await screen.findByText('Failed test!')).toBeInTheDocument();
  });

  it("says 'Could not impersonate.' with the server's reason otherwise", async () => {
    render({ status: 403, body: { errors: ['You are not allowed to do that.'] } });
    expect(await screen.findByText('Could not impersonate.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to do that.');
  });
});
