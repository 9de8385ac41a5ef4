import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { LocationRow } from '../api/locations-api';
import { LocationsViewPage } from '../pages/locations-view-page';

const row = (id: number, name: string, parent: number | null, level: number, sequence: number) =>
  ({ id, promotion_id: 2, name, parent_location_id: parent, level, sequence }) as LocationRow;
const TREE = [
  row(1, 'North Region', null, 1, 0),
  row(4, 'South Region', null, 1, 1),
  row(2, 'Boston Office', 1, 2, 0),
  row(3, 'Chicago Office', 1, 2, 1),
  row(5, 'Austin Office', 4, 2, 0),
];
const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };
const tree = (rows = TREE) => ({ body: { data: rows, meta: {} } });
const refused = (message: string) => ({ status: 422, body: { errors: [message] } });

function setup(routes: MockRoutes = {}) {
  const fetchMock = mockFetch({
    'GET /api/users/me': me,
    'GET /api/promotions/2/locations': tree(),
    ...routes,
  });
  const view = renderWithProviders(<LocationsViewPage />, { route: '/locations/view' });
  return { ...view, fetchMock };
}

/** The writes the editor sent, as "METHOD path body", in order. */
async function writes(fetchMock: ReturnType<typeof mockFetch>) {
  const sent = fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method !== 'GET');
  return Promise.all(
    sent.map(
      async (request) =>
        `${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`,
    ),
  );
}

describe('the location tree editor', () => {
  it('shows the tree nested, siblings in order, under an h1', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    const north = await screen.findByRole('listitem', { name: 'North Region' });
    expect(
      within(north)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Boston Office', 'Chicago Office']);
  });

  it('saves a changed parent first, then posts the new order of the siblings', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/promotions/2/locations/5': tree(),
      'POST /api/promotions/2/locations/reorder': tree(),
    });
    // Outdent Austin Office: it leaves South Region and goes after it, at the top level.
    await user.click(await screen.findByRole('button', { name: 'Outdent Austin Office' }));
    await waitFor(async () =>
      expect(await writes(fetchMock)).toEqual([
        'PUT /api/promotions/2/locations/5 {"parent_location_id":null}',
        'POST /api/promotions/2/locations/reorder {"sequence":[1,4,5]}',
      ]),
    );
  });

  it('only posts the order when the parent stays', async () => {
    const { user, fetchMock } = setup({ 'POST /api/promotions/2/locations/reorder': tree() });
    await user.click(await screen.findByRole('button', { name: 'Move up Chicago Office' }));
    await waitFor(async () =>
      expect(await writes(fetchMock)).toEqual([
        'POST /api/promotions/2/locations/reorder {"sequence":[3,2]}',
      ]),
    );
  });

  it("titles a refused parent change 'Update Parent Location Failed' and posts no order", async () => {
    const message = 'Locations can be at most 3 levels deep.';
    const { user, fetchMock } = setup({
      'PUT /api/promotions/2/locations/4': refused(message),
    });
    // Indent South Region under North Region.
    await user.click(await screen.findByRole('button', { name: 'Indent South Region' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Update Parent Location Failed')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(await writes(fetchMock)).toEqual([
      'PUT /api/promotions/2/locations/4 {"parent_location_id":1}',
    ]);
  });

  it("titles a refused save 'Could not save Location' with the server's messages", async () => {
    const message = 'A location with this name already exists at this place.';
    const { user } = setup({ 'POST /api/promotions/2/locations': refused(message) });
    await user.type(
      await screen.findByRole('textbox', { name: 'New top-level location' }),
      'North Region',
    );
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not save Location')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
  });

  it('renames and deletes after confirming', async () => {
    const renamed = TREE.map((location) =>
      location.id === 5 ? { ...location, name: 'Dallas Office' } : location,
    );
    const { user, fetchMock } = setup({
      'PUT /api/promotions/2/locations/5': tree(renamed),
      'DELETE /api/promotions/2/locations/3': tree(),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Austin Office' }));
    const field = screen.getByRole('textbox', { name: 'New name for Austin Office' });
    await user.clear(field);
    await user.type(field, 'Dallas Office');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Delete Chicago Office' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(async () =>
      expect(await writes(fetchMock)).toEqual([
        'PUT /api/promotions/2/locations/5 {"name":"Dallas Office"}',
        'DELETE /api/promotions/2/locations/3 ',
      ]),
    );
  });
});
