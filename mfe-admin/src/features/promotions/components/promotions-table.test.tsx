import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared-ui/testing';
import { emulateScreen } from '../../../testing/screen-width';
import type { PromotionSummary } from '../api/promotions-api';
import { PHONE_QUERY } from '../../../lib/screen';
import { PromotionsTable } from './promotions-table';

const promotion = {
  id: 2,
  name: 'Demo Promotion',
  subdomain: 'demo',
  weeks: 8,
  registration_starts_on: '2026-11-01',
  registration_ends_on: '2026-11-29',
  launch_on: '2026-11-15',
} as PromotionSummary;

const headers = () =>
  within(screen.getByRole('table', { name: 'All promotions' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

test.each([
  ['phone', ['Name', 'Subdomain', 'Launch', 'Actions']],
  ['laptop', ['Name', 'Subdomain', '#Weeks', 'Reg. Start', 'Reg. Ends', 'Launch', 'Actions']],
] as const)('on a %s the table shows %j', (width, expected) => {
  const restore = emulateScreen(width, PHONE_QUERY);
  try {
    renderWithProviders(<PromotionsTable promotions={[promotion]} />);
    expect(headers()).toEqual(expected);
    expect(screen.getByRole('rowheader', { name: 'Demo Promotion' })).toBeInTheDocument();
    expect(screen.getByText('Nov 15, 2026')).toBeInTheDocument();
  } finally {
    restore();
  }
});
