import { screen, waitFor } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import { LocationsSettingsPage } from './locations-settings-page';

const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };
const labels = (over: object = {}) => ({
  body: {
    data: {
      id: 2,
      location_labels: ['Region', 'Office'],
      point_label: 'Point',
      point_label_plural: 'Points',
      ...over,
    },
    meta: {},
  },
});

describe('the location label settings', () => {
  it('saves the location labels as one comma-separated list, the id included', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/labels': labels(),
      'PUT /api/promotions/2/labels': labels({ location_labels: ['Region', 'Office', 'Floor'] }),
    });
    const { user } = renderWithProviders(<LocationsSettingsPage />, {
      route: '/locations/settings',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Location Settings' }),
    ).toBeInTheDocument();
    const third = await screen.findByRole('textbox', { name: 'Level 3 label' });
    expect(screen.getByRole('textbox', { name: 'Level 1 label' })).toHaveValue('Region');
    await user.type(third, 'Floor');
    await user.click(screen.getByRole('button', { name: 'Save location labels' }));
    expect(await screen.findByText('Labels saved.')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'PUT', '/api/promotions/2/labels');
    expect(await sent!.json()).toEqual({ id: 2, location_labels: 'Region,Office,Floor' });
  });

  it('has a logging-labels mode that saves the point labels, and shows refusals', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/labels': labels(),
      'PUT /api/promotions/2/labels': {
        status: 422,
        body: { errors: ['Both point labels are required.'] },
      },
    });
    const { user } = renderWithProviders(<LocationsSettingsPage />, {
      route: '/locations/settings?mode=logging',
    });
    const singular = await screen.findByRole('textbox', { name: 'Point label' });
    await user.clear(singular);
    await user.click(screen.getByRole('button', { name: 'Save logging labels' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Both point labels are required.'),
    );
  });
});
