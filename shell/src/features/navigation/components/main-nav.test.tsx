import { screen } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import { MainNav } from './main-nav';

const summary = (unseen: number) => ({
  body: {
    data: {
      conversations: 2,
      conversation_ids: [4, 5],
      unseen_conversations: unseen ? 1 : 0,
      unseen_messages: unseen,
    },
    meta: {},
  },
});

describe('MainNav', () => {
  beforeEach(() => mockFetch({ 'GET /api/conversation_summary': summary(0) }));

  it('shows Messages with the unread count (spec 2 s2)', async () => {
    mockFetch({ 'GET /api/conversation_summary': summary(3) });
    renderWithProviders(<MainNav user={buildUser()} promotion={buildPromotion()} />, {
      route: '/home',
      path: '/home',
    });
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('3');
  });

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
    const week3 = screen.getByRole('button', { name: 'Week 3' });
    expect(week3).toBeDisabled();
    expect(week3).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('link', { name: 'Week 1' }));
    expect(router.state.location.pathname).toBe('/activities/1');
  });

  it('keeps a group’s own page a link and opens its pages with a toggle', async () => {
    const { user } = renderWithProviders(
      <MainNav user={buildUser()} promotion={buildPromotion({ wall_label: 'Community' })} />,
      { route: '/home', path: '/home' },
    );
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/wall');
    expect(screen.queryByRole('link', { name: 'Tagged' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Community pages' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Tagged' })).toHaveAttribute(
      'href',
      '/wall/filter/view/tagged',
    );
  });

  it('moves with the arrow keys, opens a group with right and closes it with left', async () => {
    const { user, router } = renderWithProviders(
      <MainNav user={buildUser()} promotion={buildPromotion({ weeks: 2, current_week: 1 })} />,
      { route: '/badges', path: '/badges' },
    );
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Me' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const activities = screen.getByRole('button', { name: 'Activities' });
    expect(activities).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(activities).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Week 1' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // Week 2 is not open yet: the keys pass over it.
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activities).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(activities).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Legal' })).toHaveFocus();
    await user.keyboard('{Home}');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/home');
  });
});
