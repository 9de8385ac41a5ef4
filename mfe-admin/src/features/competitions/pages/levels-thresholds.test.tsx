import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { LevelsPage } from './levels-page';
import { PointThresholdsPage } from './point-thresholds-page';

const LEVELS = {
  body: {
    data: [
      { id: 1, name: 'Bronze', sequence: 0 },
      { id: 2, name: 'Silver', sequence: 1 },
    ],
    meta: { total_records: 2 },
  },
};
const THRESHOLDS = {
  body: {
    data: [
      { id: 4, pointable_type: 'Step', pointable_id: null, value: 5000, value_label: '5k steps' },
    ],
    meta: { total_records: 1 },
  },
};
const NO_BEHAVIORS = { body: { data: [], meta: { total_records: 0 } } };
const calls = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((r) => r.method === method);

const levels = (routes: MockRoutes) => {
  const fetchMock = mockFetch({ 'GET /api/promotions/2/levels': LEVELS, ...routes });
  return {
    fetchMock,
    ...renderWithProviders(<LevelsPage />, {
      route: '/promotion/2/levels',
      path: '/promotion/:promotionId/levels',
    }),
  };
};
const thresholds = (routes: MockRoutes) => {
  const fetchMock = mockFetch({
    'GET /api/promotions/2/point_thresholds': THRESHOLDS,
    'GET /api/promotions/2/behaviors': NO_BEHAVIORS,
    ...routes,
  });
  return {
    fetchMock,
    ...renderWithProviders(<PointThresholdsPage />, {
      route: '/promotion/2/point_thresholds',
      path: '/promotion/:promotionId/point_thresholds',
    }),
  };
};

test('renames levels together (bulk save) and deletes one only after confirming', async () => {
  const { fetchMock, user } = levels({
    'POST /api/promotions/2/levels/bulk': LEVELS,
    'DELETE /api/promotions/2/levels/2': { body: { data: { id: 2 }, meta: {} } },
  });
  const first = await screen.findByRole('textbox', { name: 'Level 1 name' });
  await user.clear(first);
  await user.type(first, 'Copper');
  await user.click(screen.getByRole('button', { name: 'Save levels' }));
  await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
  expect(await calls(fetchMock, 'POST')[0].json()).toEqual({
    levels: [
      { id: 1, name: 'Copper' },
      { id: 2, name: 'Silver' },
    ],
  });
  await user.click(screen.getByRole('button', { name: 'Delete Silver' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete level' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete the level Silver?');
  expect(calls(fetchMock, 'DELETE')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
});

test("shows 'Could not save levels' and 'Could not delete level!' on failures", async () => {
  const { user } = levels({
    'POST /api/promotions/2/levels': { status: 400, body: { errors: ['body/name must match'] } },
    'DELETE /api/promotions/2/levels/1': {
      status: 404,
      body: { errors: ['Level could not be found'] },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Add level' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not save levels');
  await user.click(screen.getByRole('button', { name: 'Delete Bronze' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete level' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Could not delete level!')).toBeInTheDocument();
});

test('adds a point threshold and removes one after confirming', async () => {
  const { fetchMock, user } = thresholds({
    'POST /api/promotions/2/point_thresholds': { status: 201, body: { data: { id: 5 }, meta: {} } },
    'DELETE /api/promotions/2/point_thresholds/4': { status: 500, body: { errors: [] } },
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Type' }), 'Minute');
  const value = screen.getByRole('textbox', { name: 'Value' });
  await user.clear(value);
  await user.type(value, '30');
  await user.type(screen.getByRole('textbox', { name: 'Value label' }), 'Half an hour');
  await user.click(screen.getByRole('button', { name: 'Add point threshold' }));
  await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
  expect(await calls(fetchMock, 'POST')[0].json()).toEqual({
    pointable_type: 'Minute',
    pointable_id: null,
    value: 30,
    value_label: 'Half an hour',
  });
  await user.click(screen.getByRole('button', { name: 'Delete 5k steps' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove point threshold' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete the point threshold 5k steps?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Could not remove point threshold!')).toBeInTheDocument();
});

test("shows 'Could not save point threshold' with the server's reason", async () => {
  const { user } = thresholds({
    'POST /api/promotions/2/point_thresholds': {
      status: 422,
      body: { errors: ['A Behavior point threshold needs a behaviour of this promotion.'] },
    },
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Type' }), 'Behavior');
  await user.type(screen.getByRole('textbox', { name: 'Value label' }), 'Cups');
  await user.click(screen.getByRole('button', { name: 'Add point threshold' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not save point threshold');
  expect(alert).toHaveTextContent(
    'A Behavior point threshold needs a behaviour of this promotion.',
  );
});
