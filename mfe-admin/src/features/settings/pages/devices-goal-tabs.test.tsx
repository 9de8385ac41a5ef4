import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { buildUser, mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { DevicesTab } from './devices-tab';
import { GoalTab } from './goal-tab';
import { PersonalSettingsTab } from './personal-settings-tab';
import { SettingsPage } from './settings-page';

/** The settings routes of src/app/routes.tsx these tabs need, mounted under /settings/*. */
function SettingsRoutes() {
  return (
    <Routes>
      <Route element={<SettingsPage />}>
        <Route path="profile" element={<PersonalSettingsTab />} />
        <Route path="devices" element={<DevicesTab />} />
        <Route path="goal" element={<GoalTab />} />
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

const devices = [
  { key: 'fitbit', name: 'Fitbit', connected: false, connected_at: null },
  { key: 'garmin', name: 'Garmin', connected: true, connected_at: '2026-11-20T10:00:00.000Z' },
];

const goal = { goal: null, default_goal: 1000, options: [500, 750, 1000] };

const meAs = (role: string, id: number) => ({
  body: { data: buildUser({ id, role: role as 'User', promotion_id: 2 }), meta: {} },
});
const answer = (data: unknown) => ({ body: { data, meta: {} } });

function open(route: string, routes: MockRoutes = {}) {
  const fetchMock = mockFetch({
    'GET /api/users/me': meAs('User', 5),
    'GET /api/users/5/settings': answer(pat),
    'GET /api/users/5/profile_image': answer({ id: 5, image_url: null, images: [] }),
    'GET /api/users/5/devices': answer({ devices }),
    'GET /api/users/5/goal': answer(goal),
    'GET /api/users/5/profile_prompts': answer([]),
    ...routes,
  });
  const rendered = renderWithProviders(<SettingsRoutes />, { route, path: '/settings/*' });
  return { ...rendered, fetchMock };
}

describe('Devices', () => {
  it('lists each device with its state and says honestly that no integration is live', async () => {
    open('/settings/devices');
    const list = await screen.findByRole('list', { name: 'Devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'FitbitNot connectedConnect',
      'GarminConnectedDisconnect',
    ]);
    expect(
      screen.getByText(
        "Connecting opens the device's sign-in once the integration is live. Until then, connecting only records that you use the device; no data is read from it.",
      ),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(tabs).getByRole('link', { name: 'Devices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('connects and disconnects a device by its button, and shows the stored state', async () => {
    const { fetchMock, user } = open('/settings/devices', {
      'PUT /api/users/5/devices/fitbit': answer({
        ...devices[0],
        connected: true,
        connected_at: '2026-11-24T10:00:00.000Z',
      }),
      'PUT /api/users/5/devices/garmin': answer({ ...devices[1], connected: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Connect Fitbit' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT', '/api/users/5/devices/fitbit')).toHaveLength(1),
    );
    const [connect] = requestsTo(fetchMock, 'PUT', '/api/users/5/devices/fitbit');
    expect(await connect.json()).toEqual({ connected: true });
    // The list is read again after a save.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/users/5/devices')).toHaveLength(2),
    );

    await user.click(screen.getByRole('button', { name: 'Disconnect Garmin' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT', '/api/users/5/devices/garmin')).toHaveLength(1),
    );
    const [disconnect] = requestsTo(fetchMock, 'PUT', '/api/users/5/devices/garmin');
    expect(await disconnect.json()).toEqual({ connected: false });
  });

  it("shows the server's error word for word, and Could not save changes. for a 500", async () => {
    const { user } = open('/settings/devices', {
      'PUT /api/users/5/devices/fitbit': {
        status: 404,
        body: { errors: ['Device could not be found'] },
      },
      'PUT /api/users/5/devices/garmin': { status: 500, body: { errors: ['boom'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect Fitbit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Device could not be found');
    await user.click(screen.getByRole('button', { name: 'Disconnect Garmin' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not save changes.'),
    );
  });

  it('says when the programme has no devices', async () => {
    open('/settings/devices', { 'GET /api/users/5/devices': answer({ devices: [] }) });
    expect(
      await screen.findByText('This programme has no devices to connect.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument();
  });

  it('offers Could not get user. with a retry when the devices cannot be read', async () => {
    open('/settings/devices', { 'GET /api/users/5/devices': { status: 500, body: {} } });
    expect(await screen.findByText('Could not get user.')).toBeInTheDocument();
  });
});

describe('Edit Goal', () => {
  it("shows the user's goal, defaulting to the programme's, and saves another offered goal", async () => {
    const { fetchMock, user } = open('/settings/goal', {
      'PUT /api/users/5/goal': answer({ ...goal, goal: 750 }),
    });
    const select = await screen.findByRole('combobox', { name: 'Your goal' });
    expect(select).toHaveValue("1,000 points (the programme's goal)");
    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '500 points',
      '750 points',
      "1,000 points (the programme's goal)",
    ]);
    await user.click(screen.getByRole('option', { name: '750 points' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'PUT', '/api/users/5/goal');
    expect(await request.json()).toEqual({ goal: 750 });
  });

  it("shows the server's refusal word for word", async () => {
    const { user } = open('/settings/goal', {
      'PUT /api/users/5/goal': {
        status: 422,
        body: { errors: ['Please choose one of the offered goals.'] },
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Your goal' }));
    await user.click(await screen.findByRole('option', { name: '500 points' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose one of the offered goals.',
    );
  });

  it('asks Hold Up before leaving an unsaved goal: Stay keeps it, Leave goes', async () => {
    const { router, user } = open('/settings/goal');
    const select = await screen.findByRole('combobox', { name: 'Your goal' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '500 points' }));
    await act(() => router.navigate('/settings/devices'));
    const dialog = await screen.findByRole('dialog', { name: 'Hold Up' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/settings/goal');
    expect(select).toHaveValue('500 points');

    await act(() => router.navigate('/settings/devices'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Hold Up' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/devices'));
  });

  it('sends a master to the personal tab, and never asks for a goal', async () => {
    const { router, fetchMock } = open('/settings/goal?userId=5', {
      'GET /api/users/me': meAs('Master', 1),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
    expect(router.state.location.search).toBe('?userId=5');
    expect(requestsTo(fetchMock, 'GET', '/api/users/5/goal')).toHaveLength(0);
  });
});
