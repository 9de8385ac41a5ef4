import { act, screen, waitFor } from '@testing-library/react';
import { emitRealtimeEvent, renderWithProviders } from '../testing';
import { BadgePopup } from './badge-popup';
import type { EarnedBadge } from './badge-popup';

const earned = (overrides: Partial<EarnedBadge> = {}): EarnedBadge => ({
  id: 3,
  name: 'First Day',
  category: 'days_logged',
  image_url: '/api/badges/images/days_logged.svg',
  earned_on: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

test('a badge earned live opens the popup, one badge at a time', async () => {
  const { user } = renderWithProviders(<BadgePopup />, { route: '/home', path: '/home' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => {
    emitRealtimeEvent('badgeEarned', earned());
    emitRealtimeEvent('badgeEarned', earned({ id: 4, name: 'Busy Day' }));
    // The same badge announced twice shows once.
    emitRealtimeEvent('badgeEarned', earned());
  });

  const dialog = await screen.findByRole('dialog', { name: 'You earned a badge!' });
  expect(dialog).toHaveTextContent('First Day');
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Busy Day'));
  // The dialog's own close button (labelled Close) works the same.
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('View badges opens the badge list', async () => {
  const { user, router } = renderWithProviders(<BadgePopup />, { route: '/home', path: '/home' });
  act(() => emitRealtimeEvent('badgeEarned', earned()));
  await user.click(await screen.findByRole('button', { name: 'View badges' }));
  expect(router.state.location.pathname).toBe('/badges');
});
