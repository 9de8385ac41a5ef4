import { screen, waitFor } from '@testing-library/react';
import { buildPromotion } from '@wellness/shared-ui/testing';
import { renderPortal } from '../../../testing/render-portal';

jest.mock('../../../lib/federation-runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

test("an e-mail's legacy link opens the unsubscribe screen signed out, in place of itself", async () => {
  const { router, fetchMock } = renderPortal({
    route: '/unsubscribe/pat%40demo.test?token=t0k3n',
    api: {
      'GET /api/users/me': { status: 401, body: { errors: ['Log In Required'] } },
      'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
      'POST /api/unsubscribe': {
        body: { data: { email: 'pat@demo.test', unsubscribed: true }, meta: {} },
      },
      'GET /api/promotions/2/custom_content?category=unsubscribe&page_size=0&html=true': {
        body: { data: [], meta: { total_records: 0 } },
      },
    },
  });

  expect(
    await screen.findByText(
      'You have been unsubscribed. You will not receive these e-mails any more.',
    ),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/unsubscribe');
  expect(router.state.location.search).toBe('?email=pat%40demo.test&token=t0k3n');
  expect(router.state.historyAction).toBe('REPLACE');
  await waitFor(() =>
    expect(
      fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST'),
    ).toHaveLength(1),
  );
});
