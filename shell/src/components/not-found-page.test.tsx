import { screen } from '@testing-library/react';
import { buildPromotion, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { ContentItem } from '@wellness/shared-ui';
import { NotFoundPage } from './not-found-page';

const LIST = 'GET /api/promotions/2/custom_content';

const item = (id: number, title: string, content: string) =>
  ({ id, key: `k${id}`, category: '404', title, content, image1: null }) as ContentItem;

function serve(answer: { status?: number; body?: unknown }) {
  return mockFetch({
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    [LIST]: answer,
  });
}

afterEach(() => jest.restoreAllMocks());

test('shows a random item of the 404 category', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0.6);
  serve({
    body: {
      data: [
        item(1, 'Lost trail', 'Head back **home**.'),
        item(2, 'Rest day', 'This page is resting.'),
      ],
      meta: { total_records: 2 },
    },
  });
  renderWithProviders(<NotFoundPage />);

  expect(await screen.findByRole('heading', { name: 'Rest day', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('This page is resting.')).toBeInTheDocument();
  expect(screen.queryByText('Lost trail')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the start page' })).toBeInTheDocument();
});

test('falls back to the standard message when the category is empty', async () => {
  serve({ body: { data: [], meta: { total_records: 0 } } });
  renderWithProviders(<NotFoundPage />);
  expect(
    await screen.findByText('Oops, we could not find what you were looking for.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('falls back to the standard message when the content cannot be loaded', async () => {
  serve({ status: 500, body: { errors: ['Boom'] } });
  renderWithProviders(<NotFoundPage />);
  expect(
    await screen.findByText('Oops, we could not find what you were looking for.'),
  ).toBeInTheDocument();
});
