import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { buildUser, mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { Subscription } from '@wellness/shared-ui';
import { EmailPreferencesTab } from './email-preferences-tab';
import { SettingsPage } from './settings-page';

/** The settings routes of src/app/routes.tsx this tab needs, mounted under /settings/*. */
function SettingsRoutes() {
  return (
    <Routes>
      <Route element={<SettingsPage />}>
        <Route path="email" element={<EmailPreferencesTab />} />
      </Route>
    </Routes>
  );
}

const pat = {
  id: 5,
  promotion_id: 2,
  first_name: 'Pat',
  last_name: 'Participant',
  email: 'participant@demo.test',
  location_id: null,
  role: 'User',
  is_wall_expert: false,
  locked: false,
  locations: [],
};

const subscribed: Subscription = {
  email_friend_requests: true,
  email_wall_posts: true,
  email_team: false,
  email_daily: false,
  email_unsubscribe_all: false,
};

const meAs = (role: string, id: number) => ({
  body: { data: buildUser({ id, role: role as 'User', promotion_id: 2 }), meta: {} },
});
const answer = (data: unknown) => ({ body: { data, meta: {} } });

function open(route: string, routes: MockRoutes = {}) {
  const fetchMock = mockFetch({
    'GET /api/users/me': meAs('Coordinator', 1),
    'GET /api/users/5/settings': answer(pat),
    'GET /api/users/5/subscription': answer(subscribed),
    ...routes,
  });
  const rendered = renderWithProviders(<SettingsRoutes />, { route, path: '/settings/*' });
  return { ...rendered, fetchMock };
}

const topics = ['Friend requests', 'Wall posts', 'Team news', 'Daily e-mail'];
const toggle = (name: string) => screen.getByRole('switch', { name });

describe('Edit Preferences', () => {
  it("shows the signed-in user's own e-mail choices", async () => {
    const { fetchMock } = open('/settings/email', { 'GET /api/users/me': meAs('User', 5) });
    expect(await screen.findByRole('switch', { name: 'Friend requests' })).toBeChecked();
    expect(toggle('Wall posts')).toBeChecked();
    expect(toggle('Team news')).not.toBeChecked();
    expect(toggle('Daily e-mail')).not.toBeChecked();
    expect(toggle('Unsubscribe from all e-mails')).not.toBeChecked();
    expect(requestsTo(fetchMock, 'GET', '/api/users/5/subscription')).toHaveLength(1);
    const tabs = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(tabs).getByRole('link', { name: 'Edit Preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the others disabled, keeping their choice, while "unsubscribe from all" is on', async () => {
    const { user } = open('/settings/email?userId=5&promotionId=2');
    await user.click(await screen.findByRole('switch', { name: 'Unsubscribe from all e-mails' }));
    for (const topic of topics) expect(toggle(topic)).toBeDisabled();
    expect(toggle('Friend requests')).toBeChecked();

    await user.click(toggle('Unsubscribe from all e-mails'));
    for (const topic of topics) expect(toggle(topic)).toBeEnabled();
  });

  it("saves the five choices of the dashboard's user and says 'Saved!' (spec 3 s9, as every settings form)", async () => {
    const saved = { ...subscribed, email_wall_posts: false, email_daily: true };
    const { fetchMock, user } = open('/settings/email?userId=5&promotionId=2', {
      'PUT /api/users/5/subscription': answer(saved),
    });
    expect(
      await screen.findByText('Editing Pat Participant (participant@demo.test)'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('switch', { name: 'Wall posts' }));
    await user.click(toggle('Daily e-mail'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'PUT', '/api/users/5/subscription');
    expect(await request.json()).toEqual({
      email_friend_requests: true,
      email_wall_posts: false,
      email_team: false,
      email_daily: true,
      email_unsubscribe_all: false,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's error and no success", async () => {
    const { user } = open('/settings/email?userId=5', {
      'PUT /api/users/5/subscription': {
        status: 422,
        body: { errors: ['email_daily must be a boolean'] },
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Team news' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('email_daily must be a boolean');
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });

  it("shows 'Could not get user.' when the choices cannot be loaded", async () => {
    open('/settings/email?userId=5', {
      'GET /api/users/5/subscription': { status: 404, body: { errors: ['Not found'] } },
    });
    expect(await screen.findByText('Could not get user.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('asks Hold Up before leaving with an unsaved choice', async () => {
    const { router, user } = open('/settings/email?userId=5');
    await user.click(await screen.findByRole('switch', { name: 'Team news' }));
    await act(() => router.navigate('/coordinator/dashboard/participants'));
    const dialog = await screen.findByRole('dialog', { name: 'Hold Up' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/settings/email');
    expect(toggle('Team news')).toBeChecked();
  });
});
