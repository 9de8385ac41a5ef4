import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { ExportsPanel } from './exports-panel';

const locations = [{ id: 7, name: 'Boston Office', level: 2, parent_location_id: 3 }];
const encoder = new TextEncoder();

/** Answers the entries export as a stream the test feeds, which the request's abort ends. */
function streamingEntries(fetchMock: jest.Mock) {
  let feed: ReadableStreamDefaultController<Uint8Array> | null = null;
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith('/export/entries')) return answer(input, init);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        feed = controller;
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('Aborted', 'AbortError')),
        );
      },
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="entries-demo.csv"',
        'x-total-rows': '4',
      },
    });
  });
  return (text: string | null) => {
    if (text === null) feed!.close();
    else feed!.enqueue(encoder.encode(text));
  };
}

describe('ExportsPanel', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:entries');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers both CSVs and a works zip per location, plus the participants without one', async () => {
    mockFetch({ 'GET /api/promotions/2/locations': { body: { data: locations, meta: {} } } });
    renderWithProviders(<ExportsPanel promotionId={2} />);
    expect(
      await screen.findByRole('button', { name: 'Download works: Boston Office' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download works: No Location' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download entries (CSV)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download stats (CSV)' })).toBeEnabled();
  });

  it('shows the rows as they arrive in a labelled bar, and offers the finished file', async () => {
    const fetchMock = mockFetch({
      'GET /api/promotions/2/locations': { body: { data: locations, meta: {} } },
    });
    const send = streamingEntries(fetchMock);
    const { user } = renderWithProviders(<ExportsPanel promotionId={2} />);
    await user.click(screen.getByRole('button', { name: 'Download entries (CSV)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    send('"Date","Points"\r\n"2026-01-05",10\r\n"2026-01-06",5\r\n');
    const bar = await screen.findByRole('progressbar', {
      name: 'Download entries (CSV): progress',
    });
    expect(await screen.findByText('2 of 4 rows (0.0 MB)')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    send('"2026-01-07",1\r\n"2026-01-08",2\r\n');
    send(null);
    const link = await screen.findByRole('link', { name: 'Save entries-demo.csv' });
    expect(link).toHaveAttribute('href', 'blob:entries');
    expect(link).toHaveAttribute('download', 'entries-demo.csv');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels a download under way', async () => {
    const fetchMock = mockFetch({
      'GET /api/promotions/2/locations': { body: { data: locations, meta: {} } },
    });
    const send = streamingEntries(fetchMock);
    const { user } = renderWithProviders(<ExportsPanel promotionId={2} />);
    await user.click(screen.getByRole('button', { name: 'Download entries (CSV)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    send('"Date","Points"\r\n');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Download cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a zip cannot be made, and a plain one for a failure", async () => {
    mockFetch({
      'GET /api/promotions/2/locations': { body: { data: locations, meta: {} } },
      'GET /api/promotions/2/locations/7/works.zip': {
        status: 404,
        body: { errors: ['This location has no finished works yet.'] },
      },
      'GET /api/promotions/2/locations/0/works.zip': { status: 500, body: { errors: ['boom'] } },
    });
    const { user } = renderWithProviders(<ExportsPanel promotionId={2} />);
    await user.click(await screen.findByRole('button', { name: 'Download works: Boston Office' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This location has no finished works yet.',
    );
    await user.click(screen.getByRole('button', { name: 'Download works: No Location' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'The export could not be downloaded. Please try again.',
    );
  });
});
