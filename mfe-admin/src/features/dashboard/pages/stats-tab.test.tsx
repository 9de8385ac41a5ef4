import { screen } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { emulateScreen } from '../../../testing/screen-width';
import { PHONE_QUERY } from '../../../lib/screen';
import { StatsTab } from './stats-tab';

const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };
const stats = {
  participants: 5,
  active_participants: 2,
  days_logged: 3,
  total_points: 1250,
  activities_logged: 4,
  activities_by_category: [
    { name: 'Move', count: 3 },
    { name: 'Nourish', count: 1 },
  ],
  points_by_week: [{ week: 1, points: 40 }],
  participants_by_location: [{ name: 'Boston Office', count: 3 }],
};

describe('StatsTab', () => {
  it('shows the promotion’s figures in cards and draws the charts', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/stats': { body: { data: stats, meta: {} } },
      'GET /api/promotions/2/locations': { body: { data: [], meta: {} } },
    });
    renderWithProviders(<StatsTab />);
    expect(await screen.findByRole('group', { name: 'Total Points' })).toHaveTextContent('1,250');
    expect(screen.getByRole('group', { name: 'Participants' })).toHaveTextContent(
      '5Users and coordinators taking part; other staff accounts are not counted.',
    );
    expect(screen.getByRole('group', { name: 'Days Logged' })).toHaveTextContent('3');
    expect(
      screen.getByRole('heading', { name: 'Activities Logged by Category' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Participants by Location' })).toBeInTheDocument();
    expect(screen.getByText('Boston Office: 3')).toBeInTheDocument();
    expect(screen.queryByText('No Stats Found.')).not.toBeInTheDocument();
  });

  it('gives every chart a text alternative with its values', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/stats': { body: { data: stats, meta: {} } },
      'GET /api/promotions/2/locations': { body: { data: [], meta: {} } },
    });
    renderWithProviders(<StatsTab />);
    for (const name of [
      'Activities logged by category: Move 3, Nourish 1.',
      'Points by week: Week 1 40.',
      'Participants by location: Boston Office 3.',
    ]) {
      expect(await screen.findByRole('img', { name })).toBeInTheDocument();
    }
  });

  it.each([
    ['laptop', 'horizontal'],
    ['phone', 'vertical'],
  ] as const)('on a %s the bar charts are %s, so no name is dropped', async (width, layout) => {
    const restore = emulateScreen(width, PHONE_QUERY);
    try {
      mockFetch({
        'GET /api/users/me': me,
        'GET /api/promotions/2/stats': { body: { data: stats, meta: {} } },
        'GET /api/promotions/2/locations': { body: { data: [], meta: {} } },
      });
      renderWithProviders(<StatsTab />);
      for (const name of [/^Activities logged by category/, /^Points by week/]) {
        expect(await screen.findByRole('img', { name })).toHaveAttribute(
          'data-orientation',
          layout,
        );
      }
    } finally {
      restore();
    }
  });

  it("says 'No Stats Found.' when the promotion has no data", async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/stats': {
        body: {
          data: {
            ...stats,
            participants: 0,
            active_participants: 0,
            days_logged: 0,
            total_points: 0,
            activities_logged: 0,
            activities_by_category: [],
            points_by_week: [],
            participants_by_location: [],
          },
          meta: {},
        },
      },
      'GET /api/promotions/2/locations': { body: { data: [], meta: {} } },
    });
    renderWithProviders(<StatsTab />);
    expect(await screen.findByText('No Stats Found.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Points' })).not.toBeInTheDocument();
  });
});
