import { act, screen, within } from '@testing-library/react';
import {
  buildUser,
  emitRealtimeEvent,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import { BadgePopup } from '@wellness/shared-ui';
import { ok } from '../../../testing/fixtures';
import type { UserBadge } from '../api/badges-api';
import { BadgesPage } from './badges-page';

const badge = (overrides: Partial<UserBadge>): UserBadge => ({
  id: 1,
  name: 'First Day',
  category: 'days_logged',
  goal: 1,
  goal2: null,
  hide_until_earned: false,
  image_url: '/api/badges/images/days_logged.svg',
  earned_on: null,
  ...overrides,
});

const LOCKED = '/api/badges/images/locked.svg';

test('lists earned badges first with their picture and date, locked ones with the locked picture', async () => {
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/users/me/badges': ok(
      [
        badge({ id: 1, name: 'Busy Day', goal2: 5 }),
        badge({ id: 2, name: 'First Day', earned_on: '2026-03-02T10:00:00.000Z' }),
        badge({ id: 3, name: 'Tag Team', category: 'wall_posts_tags' }),
      ],
      { total_records: 3, badge_locked_image: LOCKED },
    ),
  });
  renderWithProviders(<BadgesPage />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
  expect(screen.getByText('You have earned 1 of 3 badges.')).toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
    'First Day',
    'Busy Day',
    'Tag Team',
  ]);
  expect(within(cards[0]).getByRole('img', { name: 'First Day badge' })).toHaveAttribute(
    'src',
    '/api/badges/images/days_logged.svg',
  );
  expect(within(cards[0]).getByText('Earned Mar 2, 2026')).toBeInTheDocument();
  expect(within(cards[0]).getByText('Log activities on 1 day')).toBeInTheDocument();
  expect(within(cards[1]).getByRole('img', { name: 'Busy Day (locked)' })).toHaveAttribute(
    'src',
    LOCKED,
  );
  expect(within(cards[1]).getByText('Locked')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Log 5 activities in a day on 1 day')).toBeInTheDocument();
  expect(within(cards[2]).getByText('Tag 1 person in your posts')).toBeInTheDocument();
});

test('a badge earned live refreshes the list under the popup', async () => {
  let earned: string | null = null;
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/users/me/badges': () =>
      ok([badge({ earned_on: earned })], { total_records: 1, badge_locked_image: LOCKED }),
  });
  renderWithProviders(
    <>
      <BadgesPage />
      <BadgePopup />
    </>,
  );
  expect(await screen.findByText('You have earned 0 of 1 badges.')).toBeInTheDocument();
  earned = '2026-03-02T10:00:00.000Z';
  act(() =>
    emitRealtimeEvent('badgeEarned', {
      id: 1,
      name: 'First Day',
      category: 'days_logged',
      image_url: '/api/badges/images/days_logged.svg',
      earned_on: earned,
    }),
  );
  expect(await screen.findByRole('dialog', { name: 'You earned a badge!' })).toBeInTheDocument();
  expect(await screen.findByText('You have earned 1 of 1 badges.')).toBeInTheDocument();
});

test('offers a retry when the list cannot load', async () => {
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/users/me/badges': { status: 500, body: { errors: ['boom'] } },
  });
  renderWithProviders(<BadgesPage />);
  expect(await screen.findByText('Could not load your badges.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
});
