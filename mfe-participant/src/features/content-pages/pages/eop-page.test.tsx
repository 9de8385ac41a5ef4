import { screen } from '@testing-library/react';
import {
  buildContentItem,
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockResponse } from '@wellness/shared-ui/testing';
import { EopPage } from './eop-page';

function serve(locationId: number | null, eop: MockResponse | MockResponse[]) {
  const answers = Array.isArray(eop) ? [...eop] : [eop];
  return mockFetch({
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    'GET /api/users/me': { body: { data: buildUser({ location_id: locationId }), meta: {} } },
    'GET /api/promotions/2/eop': () => (answers.length > 1 ? answers.shift()! : answers[0]),
  });
}
/** The URL of the page's eop request. */
const eopRequest = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://x'))
    .find((url) => url.pathname === '/api/promotions/2/eop')!;
const shown = (title: string, content: string, location: number | null = null) => ({
  body: {
    data: buildContentItem({ category: 'eop', key: 'eop', title, content }),
    meta: { location_id: location },
  },
});

describe('End of Programme (/eop)', () => {
  test("asks for the participant's location and shows its content under the h1", async () => {
    const fetch = serve(12, shown('Boston, thank you', 'See you at the summer party.', 12));
    renderWithProviders(<EopPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'End of Programme' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Boston, thank you' })).toBeVisible();
    expect(await screen.findByText('See you at the summer party.')).toBeVisible();
    const asked = eopRequest(fetch);
    expect(asked.searchParams.get('location_id')).toBe('12');
  });

  test("asks without a location when the participant has none and shows the promotion's", async () => {
    const fetch = serve(null, shown('Thank you for taking part', 'Keep the habits.'));
    renderWithProviders(<EopPage />);
    expect(await screen.findByRole('heading', { name: 'Thank you for taking part' })).toBeVisible();
    const asked = eopRequest(fetch);
    expect(asked.search).toBe('');
  });

  test("says 'Could not get EOP data.' when the server fails, and Retry reads it again", async () => {
    serve(12, [{ status: 500, body: { errors: ['boom'] } }, shown('Back again', 'Thanks.')]);
    const { user } = renderWithProviders(<EopPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not get EOP data.');
    expect(alert).not.toHaveTextContent('boom');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeVisible();
  });

  test("shows the server's reason beside 'Could not get EOP data.' for a refusal", async () => {
    serve(99, { status: 404, body: { errors: ['Location could not be found'] } });
    renderWithProviders(<EopPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not get EOP data.');
    expect(alert).toHaveTextContent('Location could not be found');
  });

  test('thanks people when the promotion has no end-of-programme content at all', async () => {
    serve(null, { body: { data: null, meta: { location_id: null } } });
    renderWithProviders(<EopPage />);
    expect(
      await screen.findByText(/The programme has ended\. Thank you for taking part/),
    ).toBeVisible();
  });
});
