import { screen } from '@testing-library/react';
import { selectSessionExpired } from '@wellness/shared-ui';
import {
  buildContentItem,
  buildPromotion,
  holdRequests,
  mockFetch,
  renderWithProviders,
  startFakeClock,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { LegacyUnsubscribeRedirect, UnsubscribePage } from './unsubscribe-page';

const UNSUBSCRIBE = '/api/unsubscribe';
const CONTENT = 'GET /api/promotions/2/custom_content?category=unsubscribe&page_size=0&html=true';

const unsubscribed = {
  body: { data: { email: 'pat@demo.test', unsubscribed: true }, meta: {} },
};
const contentOf = (...items: ReturnType<typeof buildContentItem>[]) => ({
  body: { data: items, meta: { total_records: items.length } },
});
const goodbye = buildContentItem({
  category: 'unsubscribe',
  key: 'unsubscribed',
  title: 'Sorry to see you go',
  content: 'You will get **no more** e-mails from the Demo challenge.',
});

function open(route: string, routes: MockRoutes = {}) {
  const fetchMock = mockFetch({
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    [`POST ${UNSUBSCRIBE}`]: unsubscribed,
    [CONTENT]: contentOf(goodbye),
    ...routes,
  });
  const rendered = renderWithProviders(<UnsubscribePage />, { route, path: '/unsubscribe' });
  return { ...rendered, fetchMock };
}

const posts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST');

afterEach(() => jest.useRealTimers());

describe('the unsubscribe screen', () => {
  it("unsubscribes the link's address from this promotion and shows the promotion's message", async () => {
    const { fetchMock } = open('/unsubscribe?email=pat%40demo.test&token=t0k3n');

    expect(await screen.findByRole('heading', { name: 'Sorry to see you go' })).toBeVisible();
    expect(screen.getByText('no more').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Change which e-mails you receive in Settings' }),
    ).toHaveAttribute('href', '/settings/email');
    const sent = posts(fetchMock);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0].url).pathname).toBe(UNSUBSCRIBE);
    expect(await sent[0].json()).toEqual({
      email: 'pat@demo.test',
      promotion_id: 2,
      token: 't0k3n',
    });
  });

  it.each([
    ['has no unsubscribed content', contentOf()],
    // Today's content catalogue does not list the category as public: signed out, it is refused.
    ['will not show it signed out', { status: 401, body: { errors: ['Log In Required'] } }],
  ])('says so in its own words when the promotion %s', async (_case, content) => {
    open('/unsubscribe?email=pat%40demo.test&token=t0k3n', { [CONTENT]: content });
    expect(
      await screen.findByText(
        'You have been unsubscribed. You will not receive these e-mails any more.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'A failure occurred while trying to unsubscribe.' when the server refuses", async () => {
    open('/unsubscribe?email=pat%40demo.test&token=forged', {
      [`POST ${UNSUBSCRIBE}`]: { status: 422, body: { errors: ['The link is not valid.'] } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^A failure occurred while trying to unsubscribe\.$/,
    );
    expect(screen.queryByText(/unsubscribed\./)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sorry to see you go' })).not.toBeInTheDocument();
  });

  it("takes the server's 401 for a refused link, not for the end of the reader's session", async () => {
    const { store } = open('/unsubscribe?email=pat%40demo.test&token=expired', {
      [`POST ${UNSUBSCRIBE}`]: { status: 401, body: { errors: ['The link has expired.'] } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A failure occurred while trying to unsubscribe.',
    );
    expect(selectSessionExpired(store.getState())).toBeNull();
  });

  it('shows its loading indicator only once the request has taken 500 ms', async () => {
    const { advance, until } = startFakeClock();
    const fetchMock = mockFetch({
      'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
      [`POST ${UNSUBSCRIBE}`]: unsubscribed,
      [CONTENT]: contentOf(goodbye),
    });
    const release = holdRequests('POST', UNSUBSCRIBE);
    const { store } = renderWithProviders(<UnsubscribePage />, {
      route: '/unsubscribe?email=pat%40demo.test&token=t0k3n',
      path: '/unsubscribe',
    });
    // The POST is on its way (held, so the mock records it only once released).
    const mutations = () => Object.values(store.getState().api.mutations);
    await until(() => expect(mutations().map((m) => m?.status)).toEqual(['pending']));

    advance(499);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Unsubscribing');

    release();
    await until(() => screen.getByRole('heading', { name: 'Sorry to see you go' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('explains a link without an e-mail address and sends nothing', async () => {
    const { fetchMock } = open('/unsubscribe?token=t0k3n');
    expect(await screen.findByText(/does not name an e-mail address/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Change which e-mails you receive in Settings' }),
    ).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });
});

describe('the legacy link /unsubscribe/{email}', () => {
  it('is replaced by /unsubscribe?email, keeping the rest of its query', async () => {
    mockFetch({});
    const { router } = renderWithProviders(<LegacyUnsubscribeRedirect />, {
      route: '/unsubscribe/pat%40demo.test?token=t0k3n',
      path: '/unsubscribe/:email',
    });
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      email: 'pat@demo.test',
      token: 't0k3n',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
