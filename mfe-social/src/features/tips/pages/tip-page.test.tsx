import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
  sentRequests,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { buildTip, favorite, ok } from '../../../testing/fixtures';
import { TipPage } from './tip-page';

const tip = buildTip({
  id: 8,
  title: 'Stretch',
  content: 'Reach **up**.<script>window.hacked = true</script><img src=x onerror="alert(1)">',
});

function renderTip(id: number, extra: MockRoutes = {}) {
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/promotions/2/custom_content': ok([buildTip({ id: 1 }), tip]),
    'GET /api/custom_content_likes': ok([favorite(tip)]),
    ...extra,
  });
  return renderWithProviders(<TipPage />, { route: `/tip/${id}`, path: '/tip/:id' });
}

test('shows the one tip, rendered as sanitised markdown, with its favourite state', async () => {
  renderTip(8);
  const article = await screen.findByRole('article', { name: 'Stretch' });
  expect(within(article).getByRole('heading', { name: 'Stretch' })).toBeInTheDocument();
  expect(within(article).getByText('up').tagName).toBe('STRONG');
  expect(article.querySelector('script')).toBeNull();
  expect(article.querySelector('[onerror]')).toBeNull();
  expect(within(article).getByRole('button', { name: 'Favorite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.queryByText('Tip number 1')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← All Tips' })).toHaveAttribute(
    'href',
    '/tips/all?category=all',
  );
});

test('an id the promotion does not show is Tip could not be found', async () => {
  renderTip(99);
  expect(await screen.findByText('Tip could not be found')).toBeInTheDocument();
});

test('a failed load offers Retry', async () => {
  renderTip(8, { 'GET /api/promotions/2/custom_content': { status: 500 } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Tip could not be found');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('the share control offers print and an e-mail dialog (spec 2 s2)', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = renderTip(8, { 'POST /api/tips/8/shares': { status: 201 } });
  const article = await screen.findByRole('article', { name: 'Stretch' });
  await user.click(within(article).getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  // The print is counted as a share (spec 2 s7 "POST /tips/{id}/shares?via={media}").
  await waitFor(() =>
    expect(
      sentRequests(globalThis.fetch as jest.Mock, 'POST').map((r) => new URL(r.url).search),
    ).toEqual(['?via=print']),
  );
  print.mockRestore();
  await user.click(within(article).getByRole('button', { name: 'Share by e-mail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share by e-mail' });
  expect(within(dialog).getByText('Stretch')).toBeInTheDocument();
});

test('a signed-out visitor reads and prints the tip, with no favourite or sharing (spec 3 s2 "Other")', async () => {
  renderTip(8, {
    'GET /api/users/me': { status: 401, body: { errors: ['Log In Required'] } },
    'GET /api/promotions/current': ok(buildPromotion({ is_wall_enabled: true })),
    'GET /api/custom_content_likes': { status: 401, body: { errors: ['Log In Required'] } },
  });
  const article = await screen.findByRole('article', { name: 'Stretch' });
  expect(within(article).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  for (const name of ['Favorite', 'Share on the wall', 'Share by e-mail']) {
    expect(within(article).queryByRole('button', { name })).not.toBeInTheDocument();
  }
});
