import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
  requestsTo,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { AccountRoleTab } from './account-role-tab';
import { PersonalSettingsTab } from './personal-settings-tab';
import { SettingsPage } from './settings-page';

/** The settings routes as src/app/routes.tsx declares them, mounted under /settings/*. */
function SettingsRoutes() {
  return (
    <Routes>
      <Route element={<SettingsPage />}>
        <Route index element={null} />
        <Route path="profile" element={<PersonalSettingsTab />} />
        <Route path="dashboard" element={<AccountRoleTab />} />
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
  location_id: 12,
  role: 'User',
  is_wall_expert: false,
  locked: false,
  locations: [
    { id: 10, name: 'North Region', parent_id: null, level: 1 },
    { id: 11, name: 'South Region', parent_id: null, level: 1 },
    { id: 13, name: 'Austin Office', parent_id: 11, level: 2 },
    { id: 12, name: 'Boston Office', parent_id: 10, level: 2 },
  ],
};

const meAs = (role: string, id = 1) => ({
  body: { data: buildUser({ id, role: role as 'User', promotion_id: 2 }), meta: {} },
});

function render(route: string, routes: MockRoutes) {
  const fetchMock = mockFetch({
    'GET /api/users/5/settings': { body: { data: pat, meta: {} } },
    'GET /api/users/5/profile_prompts': { body: { data: [], meta: {} } },
    'GET /api/users/5/profile_image': {
      body: { data: { id: 5, image_url: null, images: [] }, meta: {} },
    },
    ...routes,
  });
  const rendered = renderWithProviders(<SettingsRoutes />, { route, path: '/settings/*' });
  return { ...rendered, fetchMock };
}

/** Holds the answers to one kind of request until the test lets them go. */
function gate(fetchMock: jest.Mock, method: string) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.method === method) await opened;
    return answer(request);
  });
  return open;
}

const sentPuts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (input instanceof Request ? input.method : (init as RequestInit | undefined)?.method) ===
      'PUT',
  ).length;

afterEach(() => {
  jest.useRealTimers();
});

describe('Settings', () => {
  it('redirects /settings to the profile tab, keeping the query', async () => {
    const { router } = render('/settings?userId=5&promotionId=2', {
      'GET /api/users/me': meAs('Coordinator'),
    });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Pat');
    expect(router.state.location.pathname).toBe('/settings/profile');
    expect(router.state.location.search).toBe('?userId=5&promotionId=2');
    expect(screen.getByText('Editing Pat Participant (participant@demo.test)')).toBeInTheDocument();
  });

  it("opens the signed-in user's own settings without a userId", async () => {
    const { fetchMock } = render('/settings/profile', {
      'GET /api/users/me': meAs('User', 5),
      'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(
      'participant@demo.test',
    );
    expect(requestsTo(fetchMock, 'GET', '/api/users/5/settings')).toHaveLength(1);
    expect(screen.queryByText(/^Editing/)).not.toBeInTheDocument();
  });

  it("shows 'Could not get user.' when the user cannot be loaded", async () => {
    render('/settings/profile?userId=5', {
      'GET /api/users/me': meAs('Coordinator'),
      'GET /api/users/5/settings': { status: 404, body: { errors: ['User could not be found'] } },
    });
    expect(await screen.findByText('Could not get user.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
  });

  describe('tabs', () => {
    it('offers a non-master Edit Personal Settings, Edit Preferences, Devices and Edit Goal, and sends them away from Account & Role', async () => {
      const { router } = render('/settings/dashboard?userId=5', {
        'GET /api/users/me': meAs('Coordinator'),
      });
      const tabs = await screen.findByRole('navigation', { name: 'Settings' });
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Edit Personal Settings', 'Edit Preferences', 'Devices', 'Edit Goal']);
      await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
      expect(router.state.location.search).toBe('?userId=5');
    });

    it('offers a master User Settings, Edit Preferences, Devices and Account & Role (no Edit Goal), where the role is changed', async () => {
      const { fetchMock, user } = render('/settings/profile?userId=5&promotionId=2', {
        'GET /api/users/me': meAs('Master'),
        'PUT /api/users/5/role': {
          body: { data: { id: 5, role: 'Coordinator', is_wall_expert: true }, meta: {} },
        },
      });
      const tabs = await screen.findByRole('navigation', { name: 'Settings' });
      await waitFor(() =>
        expect(
          within(tabs)
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['User Settings', 'Edit Preferences', 'Devices', 'Account & Role']),
      );
      await user.click(within(tabs).getByRole('link', { name: 'Account & Role' }));
      const role = await screen.findByRole('combobox', { name: 'Role' });
      expect(role).toHaveValue('User');
      await user.click(role);
      await user.click(await screen.findByRole('option', { name: 'Coordinator' }));
      await user.click(screen.getByRole('checkbox', { name: 'Wall expert' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved!')).toBeInTheDocument();
      const [request] = requestsTo(fetchMock, 'PUT', '/api/users/5/role');
      expect(await request.json()).toEqual({ role: 'Coordinator', is_wall_expert: true });
    });

    it('lets a master unlock a locked account', async () => {
      const { fetchMock, user } = render('/settings/dashboard?userId=5', {
        'GET /api/users/me': meAs('Master'),
        'GET /api/users/5/settings': { body: { data: { ...pat, locked: true }, meta: {} } },
        'POST /api/users/5/unlock': { body: { data: { id: 5, locked: false }, meta: {} } },
      });
      await user.click(await screen.findByRole('button', { name: 'Unlock' }));
      await waitFor(() =>
        expect(requestsTo(fetchMock, 'POST', '/api/users/5/unlock')).toHaveLength(1),
      );
    });
  });

  describe('password change (own account)', () => {
    const HELP = 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.';
    const own = {
      'GET /api/users/me': meAs('User', 5),
      'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    };

    it('is offered on your own account only', async () => {
      render('/settings/profile?userId=5', { 'GET /api/users/me': meAs('Coordinator') });
      await screen.findByRole('textbox', { name: 'Email' });
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    });

    it("checks the rule and the retype 1 s after typing: the help message, 'Passwords do not match.'", async () => {
      jest.useFakeTimers({ advanceTimers: true });
      const { user } = render('/settings/profile', own);
      const password = await screen.findByLabelText('New password');
      await user.type(password, 'weakpassword');
      act(() => jest.advanceTimersByTime(900));
      expect(screen.queryByText(HELP)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(await screen.findByText(HELP)).toHaveAttribute('role', 'alert');
      const retype = screen.getByLabelText('Confirm new password');
      await user.type(retype, 'wea');
      act(() => jest.advanceTimersByTime(1100));
      expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
      await user.type(retype, 'x');
      act(() => jest.advanceTimersByTime(1100));
      expect(await screen.findByText('Passwords do not match.')).toHaveAttribute('role', 'alert');
    });

    it("refuses a retype alone with 'Password required.' and saves nothing", async () => {
      const { fetchMock, user } = render('/settings/profile', own);
      await user.type(await screen.findByLabelText('Confirm new password'), 'Fresh!start42');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Password required.')).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'PUT', '/api/users/5/settings')).toHaveLength(0);
    });

    it('sends the new password with its retype, and clears both once saved', async () => {
      const { fetchMock, user } = render('/settings/profile', {
        ...own,
        'PUT /api/users/5/settings': { body: { data: pat, meta: {} } },
      });
      const password = await screen.findByLabelText('New password');
      await user.type(password, 'Fresh!start42');
      await user.type(screen.getByLabelText('Confirm new password'), 'Fresh!start42');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved!')).toBeInTheDocument();
      const [request] = requestsTo(fetchMock, 'PUT', '/api/users/5/settings');
      expect(await request.json()).toMatchObject({
        password: 'Fresh!start42',
        password_confirmation: 'Fresh!start42',
      });
      expect(password).toHaveValue('');
    });
  });

  describe('Edit Personal Settings', () => {
    const coordinator = { 'GET /api/users/me': meAs('Coordinator') };

    it('shows the required and format errors and does not save', async () => {
      const { fetchMock, user } = render('/settings/profile?userId=5', coordinator);
      const first = await screen.findByRole('textbox', { name: 'First name' });
      await user.clear(first);
      const email = screen.getByRole('textbox', { name: 'Email' });
      await user.clear(email);
      await user.type(email, 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('First name is required.')).toBeInTheDocument();
      expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'PUT', '/api/users/5/settings')).toHaveLength(0);
    });

    it("checks a changed e-mail 1 s after typing and says 'Email has already been taken.'", async () => {
      jest.useFakeTimers({ advanceTimers: true });
      const { fetchMock, user } = render('/settings/profile?userId=5', {
        ...coordinator,
        'GET /api/users/validate': { body: { data: { taken: true }, meta: {} } },
      });
      const email = await screen.findByRole('textbox', { name: 'Email' });
      await user.clear(email);
      await user.type(email, 'sam@demo.test');
      act(() => jest.advanceTimersByTime(900));
      expect(requestsTo(fetchMock, 'GET', '/api/users/validate')).toHaveLength(0);
      act(() => jest.advanceTimersByTime(200));
      expect(await screen.findByText('Email has already been taken.')).toBeInTheDocument();
      const [check] = requestsTo(fetchMock, 'GET', '/api/users/validate');
      expect(Object.fromEntries(new URL(check.url).searchParams)).toEqual({
        field: 'email',
        value: 'sam@demo.test',
        user_id: '5',
      });
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it('offers a participant the locations at the end of a branch, a coordinator the top level', async () => {
      const optionsFor = async (role: string) => {
        const { user, unmount } = render('/settings/profile?userId=5', {
          ...coordinator,
          'GET /api/users/5/settings': { body: { data: { ...pat, role }, meta: {} } },
        });
        const select = await screen.findByRole('combobox', { name: 'Location' });
        await user.click(select);
        const listbox = await screen.findByRole('listbox');
        const names = within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent);
        const hint = screen.getByText(/location/i, { selector: '.mantine-Select-description' });
        const result = { names, hint: hint.textContent };
        unmount();
        return result;
      };
      expect(await optionsFor('User')).toEqual({
        names: ['North Region / Boston Office', 'South Region / Austin Office'],
        hint: 'Choose a location down to its last level.',
      });
      // The coordinator's office stays listed: it is the location they have now.
      expect(await optionsFor('Coordinator')).toEqual({
        names: ['North Region', 'North Region / Boston Office', 'South Region'],
        hint: 'Masters and coordinators are given a top-level location.',
      });
    });

    it("saves, shows the saving indicator only after 300 ms, then 'Saved!' for 3 s", async () => {
      jest.useFakeTimers({ advanceTimers: true });
      const { fetchMock, user } = render('/settings/profile?userId=5', {
        ...coordinator,
        'PUT /api/users/5/settings': {
          body: { data: { ...pat, last_name: 'Parker', location_id: 13 }, meta: {} },
        },
      });
      const release = gate(fetchMock, 'PUT');
      const last = await screen.findByRole('textbox', { name: 'Last name' });
      await user.clear(last);
      await user.type(last, ' Parker ');
      await user.click(screen.getByRole('combobox', { name: 'Location' }));
      await user.click(await screen.findByRole('option', { name: 'South Region / Austin Office' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      // The PUT has reached the server (held there): the save has started, its clock running.
      await waitFor(() => expect(sentPuts(fetchMock)).toBe(1));
      await act(async () => undefined);
      act(() => jest.advanceTimersByTime(250));
      expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      // React may still owe the render that starts the 300 ms (its scheduler runs on the
      // faked clock too): wait on the clock for the indicator rather than at an exact tick.
      expect(await screen.findByText('Saving…')).toBeInTheDocument();
      await act(async () => release());
      expect(await screen.findByText('Saved!')).toBeInTheDocument();
      expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
      const [request] = requestsTo(fetchMock, 'PUT', '/api/users/5/settings');
      expect(await request.json()).toEqual({
        first_name: 'Pat',
        last_name: 'Parker',
        email: 'participant@demo.test',
        location_id: 13,
      });
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Saved!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    });

    it("shows the server's error, or 'Could not save changes.' when it failed outright", async () => {
      let calls = 0;
      const { user } = render('/settings/profile?userId=5', {
        ...coordinator,
        'PUT /api/users/5/settings': () =>
          ++calls === 1
            ? { status: 422, body: { errors: ['Email has already been taken.'] } }
            : { status: 500, body: { errors: ['Internal Server Error'] } },
      });
      const last = await screen.findByRole('textbox', { name: 'Last name' });
      await user.type(last, 'x');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Email has already been taken.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Could not save changes.'),
      );
      expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    });

    it('asks Hold Up before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
      const { router, user } = render('/settings/profile?userId=5', coordinator);
      const first = await screen.findByRole('textbox', { name: 'First name' });
      await user.type(first, 'ricia');
      await act(() => router.navigate('/coordinator/dashboard/participants'));
      const dialog = await screen.findByRole('dialog', { name: 'Hold Up' });
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/settings/profile');
      expect(first).toHaveValue('Patricia');

      await act(() => router.navigate('/coordinator/dashboard/participants'));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Hold Up' })).getByRole('button', {
          name: 'Leave',
        }),
      );
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/coordinator/dashboard/participants'),
      );
    });

    it('leaves without asking when nothing changed', async () => {
      const { router } = render('/settings/profile?userId=5', coordinator);
      await screen.findByRole('textbox', { name: 'First name' });
      await act(() => router.navigate('/coordinator/dashboard/participants'));
      expect(router.state.location.pathname).toBe('/coordinator/dashboard/participants');
      expect(screen.queryByRole('dialog', { name: 'Hold Up' })).not.toBeInTheDocument();
    });
  });
});
