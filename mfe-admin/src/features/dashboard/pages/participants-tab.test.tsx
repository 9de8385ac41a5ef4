import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { ParticipantsTab } from './participants-tab';

const participant = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  first_name: 'Pat',
  last_name: `Number${id}`,
  full_name: `Pat Number${id}`,
  email: `pat${id}@demo.test`,
  role: 'User',
  location_name: 'Boston Office',
  total_points: 1200,
  days_logged: 3,
  last_logged_on: '2026-01-06',
  created_at: '2026-01-02T15:04:00.000Z',
  can_manage: true,
  ...overrides,
});

const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };

beforeEach(() => {
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof IntersectionObserver;
});

describe('ParticipantsTab', () => {
  it('lists the promotion’s participants, 20 at first, with actions for the ones the caller manages', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => participant(i + 1));
    rows[0] = participant(1, { full_name: 'Cora Coordinator', can_manage: false });
    const fetchMock = mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/users': { body: { data: rows, meta: { total_records: 25 } } },
    });
    renderWithProviders(<ParticipantsTab />);
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(within(table).getAllByTestId('data-row')).toHaveLength(20);
    const row = within(table).getAllByTestId('data-row')[1];
    expect(within(row).getByText('pat2@demo.test')).toBeInTheDocument();
    expect(within(row).getByText('1,200')).toBeInTheDocument();
    expect(within(row).getByText('01/06/2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Pat Number2' })).toHaveAttribute(
      'href',
      '/settings?userId=2&promotionId=2',
    );
    expect(within(row).getByRole('link', { name: 'Edit Pat Number2' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      screen.queryByRole('button', { name: 'Delete Cora Coordinator' }),
    ).not.toBeInTheDocument();
    const request = fetchMock.mock.calls.find(([r]) => (r as Request).url.includes('/users?'));
    expect(new URL((request![0] as Request).url).searchParams.get('page_size')).toBe('100');
  });

  it('deletes a participant after confirming and reloads the list', async () => {
    let deleted = false;
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/users': () => ({
        body: { data: deleted ? [participant(2)] : [participant(1), participant(2)], meta: {} },
      }),
      'DELETE /api/users/1': () => {
        deleted = true;
        return { body: { data: { id: 1 }, meta: {} } };
      },
    });
    const { user } = renderWithProviders(<ParticipantsTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Pat Number1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Pat Number1')).not.toBeInTheDocument());
    expect(screen.getByText('Pat Number2')).toBeInTheDocument();
  });

  it('says so when the participants cannot be loaded', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/users': { status: 500, body: { errors: ['boom'] } },
    });
    renderWithProviders(<ParticipantsTab />);
    expect(await screen.findByText('Oops, we could not get the participants.')).toBeInTheDocument();
  });

  it('impersonates after confirming: a new window goes to the link after 3 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const pending = {
      opener: {},
      closed: false,
      location: { href: 'about:blank' },
      close: jest.fn(),
    };
    const open = jest.spyOn(window, 'open').mockReturnValue(pending as unknown as Window);
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/users': { body: { data: [participant(7)], meta: {} } },
      'POST /api/users/impersonate': {
        body: { data: { url: 'http://demo.localhost:8080/impersonate#abc' }, meta: {} },
      },
    });
    const { user } = renderWithProviders(<ParticipantsTab />);
    await user.click(await screen.findByRole('button', { name: 'Impersonate Pat Number7' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Impersonate user' })).getByRole('button', {
        name: 'Impersonate',
      }),
    );
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(
      await screen.findByText("Opening Pat Number7's session in 3 seconds…"),
    ).toBeInTheDocument();
    expect(pending.location.href).toBe('about:blank');
    jest.advanceTimersByTime(3000);
    expect(pending.location.href).toBe('http://demo.localhost:8080/impersonate#abc');
    expect(pending.opener).toBeNull();
    open.mockRestore();
    jest.useRealTimers();
  });

  it("shows 'Could not impersonate.' when the server refuses", async () => {
    const pending = { opener: {}, closed: false, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(pending as unknown as Window);
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/users': { body: { data: [participant(7)], meta: {} } },
      'POST /api/users/impersonate': {
        status: 403,
        body: { errors: ['You are not allowed to do that.'] },
      },
    });
    const { user } = renderWithProviders(<ParticipantsTab />);
    await user.click(await screen.findByRole('button', { name: 'Impersonate Pat Number7' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Impersonate user' })).getByRole('button', {
        name: 'Impersonate',
      }),
    );
    expect(await screen.findByText('Could not impersonate.')).toBeInTheDocument();
    expect(pending.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('reads every page of the users list (at most 100 a call) and shows all of its users', async () => {
    const everyone = Array.from({ length: 130 }, (_, i) => participant(i + 1));
    const fetchMock = mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/users': (request) => {
        const params = new URL(request.url).searchParams;
        const size = Number(params.get('page_size'));
        const page = Number(params.get('page'));
        const data = everyone.slice((page - 1) * size, page * size);
        return { body: { data, meta: { total_records: everyone.length } } };
      },
    });
    const { user } = renderWithProviders(<ParticipantsTab />);
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(await screen.findByText('Showing 20 of 130')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filter Email' }), 'pat125@');
    expect(await within(table).findByText('pat125@demo.test')).toBeInTheDocument();
    const pages = fetchMock.mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === '/api/promotions/2/users')
      .map((url) => [url.searchParams.get('page_size'), url.searchParams.get('page')]);
    expect(pages).toEqual([
      ['100', '1'],
      ['100', '2'],
    ]);
  });
});
