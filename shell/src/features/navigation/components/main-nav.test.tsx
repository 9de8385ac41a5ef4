import { screen } from '@testing-library/react';
import { buildPromotion, buildUser, renderWithProviders } from '@wellness/shared-ui/testing';
import { MainNav } from './main-nav';

describe('MainNav', () => {
  it('links the weeks up to the current one and shows later weeks as unavailable', async () => {
    const promotion = buildPromotion({ weeks: 3, current_week: 2 });
    const { user, router } = renderWithProviders(
      <MainNav user={buildUser()} promotion={promotion} />,
      { route: '/home', path: '/home' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();

    const activities = screen.getByRole('button', { name: 'Activities' });
    expect(activities).toHaveAttribute('aria-expanded', 'false');
    await user.click(activities);
    expect(activities).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Week 2' })).toHaveAttribute(
      'href',
      '/activities/2',
    );
    expect(screen.queryByRole('link', { name: 'Week 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week 3' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Week 1' }));
    expect(router.state.location.pathname).toBe('/activities/1');
  });
});
