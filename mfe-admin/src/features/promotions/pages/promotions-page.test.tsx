import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { PromotionsPage } from './promotions-page';

const demo = {
  id: 2,
  name: 'Demo',
  subdomain: 'demo',
  weeks: 8,
  registration_starts_on: '2026-01-05',
  registration_ends_on: '2026-02-01',
  launch_on: '2026-01-12',
};

describe('PromotionsPage', () => {
  it('lists every promotion with its dates formatted', async () => {
    const fetchMock = mockFetch({
      'GET /api/promotions': {
        body: { data: [demo, { ...demo, id: 3, name: 'Acme', subdomain: 'acme' }], meta: {} },
      },
    });
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });

    const table = await screen.findByRole('table', { name: 'All promotions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const demoRow = within(table).getByRole('row', { name: /Demo/ });
    expect(
      within(demoRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['demo', '8', 'Jan 5, 2026', 'Feb 1, 2026', 'Jan 12, 2026']);
    expect(within(demoRow).getByRole('link', { name: 'Reports of Demo' })).toHaveAttribute(
      'href',
      '/promotion/2/reports',
    );
    expect(within(table).getByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).searchParams.get('page_size')).toBe('0');
  });

  it('says so when there are no promotions', async () => {
    mockFetch({ 'GET /api/promotions': { body: { data: [], meta: {} } } });
    renderWithProviders(<PromotionsPage />);
    expect(await screen.findByText('No promotions yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says Oops, something went wrong when the failure carries no message', async () => {
    mockFetch({ 'GET /api/promotions': { status: 502, body: {} } });
    renderWithProviders(<PromotionsPage />);
    expect(await screen.findByText('Oops, something went wrong')).toBeInTheDocument();
  });

  it('shows the first server error and retries', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/promotions': () =>
        ++calls === 1
          ? { status: 403, body: { errors: ['You are not allowed to do that.', 'second'] } }
          : { body: { data: [demo], meta: {} } },
    });
    const { user } = renderWithProviders(<PromotionsPage />);
    expect(await screen.findByText('Promotions could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to do that.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Demo' })).toBeInTheDocument();
  });
});
