import { buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import { footerItems, mainNavItems, sitemapColumns, weekItems } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('main navigation', () => {
  it('gives participants Home, Activities, Leaderboard, Badges, the wall, Tips, How It Works and Learn', () => {
    const items = mainNavItems(buildUser(), buildPromotion({ wall_label: 'Community' }));
    expect(labels(items)).toEqual([
      'Home',
      'Activities',
      'Leaderboard',
      'Badges',
      'Community',
      'Tips',
      'How It Works',
      'Learn',
    ]);
    expect(items.slice(-3)).toEqual([
      { label: 'Tips', to: '/tips' },
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'Learn', to: '/why-systain' },
    ]);
  });

  it('leaves the wall out when the promotion disables it', () => {
    const items = mainNavItems(buildUser(), buildPromotion({ is_wall_enabled: false }));
    expect(labels(items)).toEqual([
      'Home',
      'Activities',
      'Leaderboard',
      'Badges',
      'Tips',
      'How It Works',
      'Learn',
    ]);
  });

  it('leaves Tips out before the programme starts', () => {
    const items = mainNavItems(buildUser(), buildPromotion({ has_started: false }));
    expect(labels(items)).not.toContain('Tips');
  });

  it('gives a master Promotions, Dashboard, Content and Badge Admin, no participant links', () => {
    expect(mainNavItems(buildUser({ role: 'Master' }), buildPromotion())).toEqual([
      { label: 'Promotions', to: '/promotions' },
      { label: 'Dashboard', to: '/coordinator/dashboard/stats' },
      { label: 'Content', to: '/content/home' },
      { label: 'Badge Admin', to: '/promotion/2/badges' },
    ]);
  });

  it.each(['Reseller', 'Super Coordinator'] as const)(
    'gives a %s the Dashboard, Content and Badge Admin only',
    (role) => {
      expect(mainNavItems(buildUser({ role }), buildPromotion())).toEqual([
        { label: 'Dashboard', to: '/coordinator/dashboard/stats' },
        { label: 'Content', to: '/content/home' },
        { label: 'Badge Admin', to: '/promotion/2/badges' },
      ]);
    },
  );

  it('adds Dashboard, Content and Badge Admin to a coordinator’s participant links', () => {
    const items = mainNavItems(buildUser({ role: 'Coordinator' }), buildPromotion());
    expect(labels(items)).toEqual([
      'Home',
      'Activities',
      'Leaderboard',
      'Badges',
      'Wall',
      'Tips',
      'How It Works',
      'Learn',
      'Dashboard',
      'Content',
      'Badge Admin',
    ]);
  });

  it.each(['User', 'Location Coordinator', 'Regional Coordinator', 'Poster'] as const)(
    'gives a %s no Dashboard or Content',
    (role) => {
      const items = labels(mainNavItems(buildUser({ role }), buildPromotion()));
      expect(items).not.toContain('Dashboard');
      expect(items).not.toContain('Content');
    },
  );

  it('runs the week menu from 1 to the week count, later weeks not clickable', () => {
    const weeks = weekItems(buildPromotion({ weeks: 4, current_week: 2 }));
    expect(weeks).toEqual([
      { label: 'Week 1', to: '/activities/1', disabled: false },
      { label: 'Week 2', to: '/activities/2', disabled: false },
      { label: 'Week 3', to: '/activities/3', disabled: true },
      { label: 'Week 4', to: '/activities/4', disabled: true },
    ]);
  });

  it('offers How It Works instead of weeks before the promotion starts', () => {
    const items = mainNavItems(buildUser(), buildPromotion({ has_started: false }));
    expect(labels(items)).toContain('How It Works');
    expect(labels(items)).not.toContain('Activities');
  });
});

describe('footer links', () => {
  it('lists help and legal links (contact is hidden, spec 2 s2), the sitemap only when signed in', () => {
    expect(labels(footerItems(buildPromotion(), false))).toEqual(['Help', 'Privacy', 'Terms']);
    expect(labels(footerItems(buildPromotion(), true))).toContain('Sitemap');
  });

  it('follows the promotion flags for privacy and opt-in links', () => {
    const promotion = buildPromotion({
      hide_privacy_link: true,
      show_opt_in_participation_link: true,
    });
    expect(footerItems(promotion, true)).toEqual(
      expect.arrayContaining([{ label: 'Opt In to Participation', to: '/opt_in_participation' }]),
    );
    expect(labels(footerItems(promotion, true))).not.toContain('Privacy');
  });
});

describe('sitemap', () => {
  it('has three columns: the programme as navigated, the user’s pages, and help', () => {
    const promotion = buildPromotion({ weeks: 8, current_week: 3, wall_label: 'Community' });
    expect(sitemapColumns(buildUser(), promotion)).toEqual([
      {
        title: 'Programme',
        links: [
          { label: 'Home', to: '/home' },
          { label: 'Activities', to: '/activities/3' },
          { label: 'Leaderboard', to: '/leaderboard' },
          { label: 'Badges', to: '/badges' },
          { label: 'Community', to: '/wall' },
          { label: 'Tips', to: '/tips' },
          { label: 'How It Works', to: '/how-it-works' },
          { label: 'Learn', to: '/why-systain' },
        ],
      },
      {
        title: 'You',
        links: [
          { label: 'Notifications', to: '/notifications' },
          { label: 'Settings', to: '/settings' },
        ],
      },
      {
        title: 'Help',
        links: [
          { label: 'Help', to: '/support/faqs' },
          { label: 'Privacy', to: '/legal/privacy' },
          { label: 'Terms', to: '/legal/terms' },
        ],
      },
    ]);
  });

  it('hides what the navigation hides: the wall when disabled, tips before the start, privacy when hidden', () => {
    const promotion = buildPromotion({
      is_wall_enabled: false,
      has_started: false,
      hide_privacy_link: true,
    });
    const [programme, , help] = sitemapColumns(buildUser(), promotion);
    expect(labels(programme.links)).toEqual([
      'Home',
      'How It Works',
      'Leaderboard',
      'Badges',
      'Learn',
    ]);
    expect(programme.links[1]).toEqual({ label: 'How It Works', to: '/activity-prestart' });
    expect(labels(help.links)).toEqual(['Help', 'Terms']);
  });

  it('gives staff their dashboard links, and dashboard-only users no notifications', () => {
    const [programme, you] = sitemapColumns(buildUser({ role: 'Master' }), buildPromotion());
    expect(labels(programme.links)).toEqual(['Promotions', 'Dashboard', 'Content', 'Badge Admin']);
    expect(labels(you.links)).toEqual(['Settings']);
  });
});
