import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { Collection, CollectionStyle } from '../api/styles-api';
import { CollectionUpdatePage } from './collection-edit-page';
import { CollectionsListPage } from './collections-list-page';
import { StyleCreatePage } from './style-edit-page';

const envelope = (data: unknown) => ({ body: { data, meta: {} } });
const style = (id: number, name: string, week: number): CollectionStyle => ({
  id,
  name,
  category: null,
  mask_type: 'P',
  week,
  image_count: 1,
});
const sent = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((r) => r.method === method);

test('says the collections could not be loaded, in the spec words', async () => {
  mockFetch({ 'GET /api/collections': { status: 500, body: { errors: ['Server down'] } } });
  renderWithProviders(<CollectionsListPage />, { route: '/collections/list' });
  expect(await screen.findByText('Could not load Style Collections')).toBeInTheDocument();
});

test('shows the first server error in a toast when a collection cannot be deleted', async () => {
  mockFetch({
    'GET /api/collections': envelope([{ id: 4, name: 'Landscapes', style_count: 3 }]),
    'DELETE /api/collections/4': {
      status: 409,
      body: { errors: ['This collection is used by a promotion and cannot be deleted.', 'x'] },
    },
  });
  renderWithProviders(<CollectionsListPage />, { route: '/collections/list' });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Landscapes' }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  );
  expect(
    await screen.findByText('This collection is used by a promotion and cannot be deleted.'),
  ).toBeInTheDocument();
});

test('reorders the styles with the keyboard buttons and shows the weeks the server gives', async () => {
  const before: Collection = {
    id: 7,
    name: 'Seasons',
    style_count: 2,
    styles: [style(1, 'Spring', 1), style(2, 'Summer', 2)],
  };
  const after = { ...before, styles: [style(2, 'Summer', 1), style(1, 'Spring', 2)] };
  let current = before;
  const fetchMock = mockFetch({
    'GET /api/collections/7': () => envelope(current),
    'GET /api/styles': envelope([]),
    'PUT /api/collections/7': () => {
      current = after;
      return envelope(after);
    },
  });
  renderWithProviders(<CollectionUpdatePage />, {
    route: '/collections/edit/7',
    path: '/collections/edit/:id',
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Move Summer up' }));
  await waitFor(() => expect(sent(fetchMock, 'PUT')).toHaveLength(1));
  expect(await sent(fetchMock, 'PUT')[0].json()).toEqual({ name: 'Seasons', style_ids: [2, 1] });
  expect(await screen.findByRole('listitem', { name: 'Week 1: Summer' })).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'Week 2: Spring' })).toBeInTheDocument();
});

test('tells why a work style could not be saved', async () => {
  mockFetch({
    'GET /api/styles/element_mask_types': envelope([
      { id: 'E', name: 'Element' },
      { id: 'P', name: 'Painting' },
    ]),
    'GET /api/collections': envelope([]),
    'POST /api/styles': { status: 400, body: { errors: ['body/name must match pattern'] } },
  });
  renderWithProviders(<StyleCreatePage />, { route: '/workstyles/create' });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
    target: { value: ' ' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not save WorkStyle');
  expect(alert).toHaveTextContent('body/name must match pattern');
});
