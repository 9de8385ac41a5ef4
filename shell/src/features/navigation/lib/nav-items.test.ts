import { buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import type { PromotionOverrides } from '@wellness/shared-ui/testing';
import type { NavUser } from './derived-roles';
import { deriveNavRoles } from './derived-roles';
import { footerItems, mainNavItems, meLink, sitemapColumns } from './nav-items';
import type { NavNode } from './nav-node';

const names = (items: { name: string }[]) => items.map((item) => item.name);
const labels = (items: { label: string }[]) => items.map((item) => item.label);
const child = (items: NavNode[], id: string) => items.find((item) => item.id === id);
const links = (items: NavNode[]): string[] =>
  items.flatMap((item) => [...(item.link ? [item.link] : []), ...links(item.children ?? [])]);

describe('main navigation by role (spec 1 s2)', () => {
  it('gives a participant the programme, their pages, support and legal', () => {
    const items = mainNavItems(buildUser(), buildPromotion({ wall_label: 'Community' }));
    expect(names(items)).toEqual([
      'Home',
      'Me',
      'Activities',
      'Leaderboard',
      'Badges',
      'Community',
      'Art Gallery',
      'Friends',
      'Recipes',
      'Tips',
      'How It Works',
      'Learn',
      'Messages',
      'Notifications',
      'Settings',
      'Support',
      'Legal',
    ]);
    expect(names(child(items, 'wall')?.children ?? [])).toEqual([
      'All Posts',
      'Following',
      'Location',
      'Friends',
      'My Posts',
      'Tagged',
    ]);
    expect(links(child(items, 'tips') ? [child(items, 'tips')!] : [])).toEqual([
      '/tips',
      '/tips/today',
      '/tips/all',
    ]);
    expect(links([child(items, 'recipes')!])).toEqual([
      '/recipes/today',
      '/recipes/today',
      '/recipes/all',
      '/recipes/why',
    ]);
    expect(names(child(items, 'notifications')?.children ?? [])).toEqual(['Unread', 'Cleared']);
    expect(names(child(items, 'settings')?.children ?? [])).toEqual([
      'Edit Profile',
      'Edit Preferences',
    ]);
    expect(links(items.filter((item) => ['support', 'legal'].includes(item.id)))).toEqual([
      '/support/faqs',
      '/support/faqs',
      '/support/contact',
      '/legal/privacy',
      '/legal/terms',
    ]);
  });

  it('runs the Log menu’s weeks from 1 to the week count, later weeks not clickable', () => {
    const items = mainNavItems(buildUser(), buildPromotion({ weeks: 4, current_week: 2 }));
    const weeks = child(items, 'activities')?.children ?? [];
    expect(
      weeks.map(({ name, link, allowClick, params }) => ({ name, link, allowClick, params })),
    ).toEqual([
      { name: 'Log', link: '/activities', allowClick: true, params: undefined },
      { name: 'Week 1', link: '/activities/1', allowClick: true, params: { week: 1 } },
      { name: 'Week 2', link: '/activities/2', allowClick: true, params: { week: 2 } },
      { name: 'Week 3', link: '/activities/3', allowClick: false, params: { week: 3 } },
      { name: 'Week 4', link: '/activities/4', allowClick: false, params: { week: 4 } },
    ]);
  });

  it('before the start: How It Works instead of weeks, the prestart wall, no tips', () => {
    const items = mainNavItems(buildUser(), buildPromotion({ has_started: false }));
    expect(names(items).slice(0, 6)).toEqual([
      'Home',
      'Me',
      'How It Works',
      'Leaderboard',
      'Badges',
      'Wall',
    ]);
    expect(child(items, 'activities.prestart')?.link).toBe('/activity-prestart');
    expect(names(items)).not.toContain('Tips');
    expect(child(items, 'activities')).toBeUndefined();
  });

  it('follows the flags: no wall, no leaderboard, no friends filter without buddies', () => {
    const items = mainNavItems(
      buildUser(),
      buildPromotion({
        is_wall_enabled: false,
        is_show_individual_leaderboard: false,
        is_buddy_feature_displayed: false,
      }),
    );
    expect(names(items)).not.toContain('Wall');
    expect(names(items)).not.toContain('Leaderboard');
    const withWall = mainNavItems(
      buildUser(),
      buildPromotion({ is_buddy_feature_displayed: false }),
    );
    expect(names(child(withWall, 'wall')?.children ?? [])).not.toContain('Friends');
  });

  it('adds the staff pages to a coordinator’s participant menu', () => {
    const items = mainNavItems(buildUser({ role: 'Coordinator' }), buildPromotion());
    expect(names(items).slice(0, 5)).toEqual([
      'Dashboard',
      'Content',
      'Badge Admin',
      'Competitions',
      'Home',
    ]);
    expect(child(items, 'dashboard')).toEqual(
      expect.objectContaining({ link: '/coordinator/dashboard/stats', children: [] }),
    );
    expect(child(items, 'badge_admin')?.link).toBe('/promotion/2/badges');
  });

  it('gives a master Promotions, the dashboard with resellers, organizations and reports, no participant pages', () => {
    const items = mainNavItems(buildUser({ role: 'Master' }), buildPromotion());
    expect(names(items)).toEqual([
      'Promotions',
      'Dashboard',
      'Content',
      'Badge Admin',
      'Competitions',
      'Settings',
      'Support',
      'Legal',
    ]);
    // Spec 1 s2: "dashboard (resellers, organizations, reports, style collections, work styles)".
    expect(names(child(items, 'dashboard')?.children ?? [])).toEqual([
      'Resellers',
      'Organizations',
      'Reports',
      'Style Collections',
      'Work Styles',
    ]);
    expect(links([child(items, 'dashboard')!])).toContain('/collections/list');
    expect(child(items, 'competitions')?.link).toBe('/promotion/2/competitions');
    expect(names(child(items, 'settings')?.children ?? [])).toEqual([
      'Edit Profile',
      'Edit Preferences',
      'Account and Role',
    ]);
  });

  it.each(['Reseller', 'Super Coordinator'] as const)('gives a %s the dashboard pages', (role) => {
    const items = mainNavItems(buildUser({ role }), buildPromotion());
    expect(names(items)).toEqual([
      'Dashboard',
      'Content',
      'Badge Admin',
      'Competitions',
      'Settings',
      'Support',
      'Legal',
    ]);
  });

  it('gives a poster the expert pages, notifications and the rest for everyone', () => {
    const items = mainNavItems(buildUser({ role: 'Poster' }), buildPromotion());
    expect(names(items)).toEqual([
      'Expert',
      'Messages',
      'Notifications',
      'Settings',
      'Support',
      'Legal',
    ]);
    expect(links([child(items, 'expert')!])).toEqual(['/wallexpert/posts', '/wallexpert/walls/2']);
  });

  it.each(['User', 'Location Coordinator', 'Regional Coordinator', 'Tutorial'] as const)(
    'gives a %s no staff pages',
    (role) => {
      const items = names(mainNavItems(buildUser({ role }), buildPromotion()));
      expect(items).not.toContain('Dashboard');
      expect(items).not.toContain('Content');
    },
  );

  it('leaves out every item whose screen is not built, whatever the roles', () => {
    const everything = buildPromotion({
      is_teams_enabled: true,
      current_competition: { during_enrollment: true, during_competition: true },
      is_goal_page_enabled: true,
    } as PromotionOverrides & { is_goal_page_enabled?: boolean });
    const user = buildUser({ role: 'Coordinator', stats_available: true } as Partial<NavUser>);
    const all = links(mainNavItems(user, everything));
    expect(all).toEqual(
      expect.arrayContaining(['/art-gallery/all', '/support/contact', '/artprize/awards/1']),
    );
    for (const path of ['/promotion/2/emotional_fitness_survey']) {
      expect(all).not.toContain(path);
    }
  });

  it('leads a participant to the team screens: join and create without a team, my team on one, and the showcase', () => {
    const enrolling = buildPromotion({
      is_teams_enabled: true,
      current_competition: { during_enrollment: true, during_competition: true },
    } as PromotionOverrides & { is_goal_page_enabled?: boolean });
    const team = (user: NavUser) => child(mainNavItems(user, enrolling), 'team')!;
    expect(team(buildUser()).link).toBe('/artprize/myteam');
    expect(links(team(buildUser()).children ?? [])).toEqual([
      '/artprize/join',
      '/artprize/create',
      '/artprize/awards/1',
    ]);
    expect(links(team(buildUser({ team_id: 5 })).children ?? [])).toEqual([
      '/artprize/myteam',
      '/artprize/awards/1',
    ]);
  });

  it("leads to the showcase of the competition's current week", () => {
    const running = buildPromotion({
      is_teams_enabled: true,
      current_competition: { during_competition: true, current_week: 3 },
    });
    const team = child(mainNavItems(buildUser({ team_id: 5 }), running), 'team')!;
    expect(links(team.children ?? [])).toContain('/artprize/awards/3');
  });

  it('hides the privacy page when the promotion hides it', () => {
    const items = mainNavItems(buildUser(), buildPromotion({ hide_privacy_link: true }));
    expect(links([child(items, 'legal')!])).toEqual(['/legal/terms']);
  });
});

describe('the Me link', () => {
  it('goes to the friends page when the buddy feature is displayed, otherwise to badges', () => {
    const roles = (flag: boolean) =>
      deriveNavRoles(buildUser(), buildPromotion({ is_buddy_feature_displayed: flag }));
    expect(meLink(roles(true))).toEqual({ label: 'Me', to: '/profile/friends/all' });
    expect(meLink(roles(false))).toEqual({ label: 'Me', to: '/badges' });
  });
});

describe('footer links', () => {
  it('lists help and legal links (contact is hidden, spec 2 s2), the sitemap only when signed in', () => {
    expect(labels(footerItems(buildPromotion(), false))).toEqual(['Help', 'Privacy', 'Terms']);
    expect(labels(footerItems(buildPromotion(), true))).toEqual([
      'Help',
      'Privacy',
      'Terms',
      'Sitemap',
    ]);
  });

  it('offers Feedback to a signed-in participant when the promotion has is_feedback_enabled', () => {
    const on = buildPromotion({ is_feedback_enabled: true });
    expect(labels(footerItems(on, true, 'User'))).toContain('Feedback');
    expect(labels(footerItems(on, true, 'Coordinator'))).toContain('Feedback');
    expect(footerItems(on, true, 'User').at(-1)).toEqual({ label: 'Feedback', to: '/feedback' });
    for (const role of ['Master', 'Reseller', 'Super Coordinator', 'Poster'] as const)
      expect(labels(footerItems(on, true, role))).not.toContain('Feedback');
    expect(labels(footerItems(on, false))).not.toContain('Feedback');
    expect(labels(footerItems(buildPromotion(), true, 'User'))).not.toContain('Feedback');
  });

  it('follows the promotion flags for privacy and opt-in links', () => {
    const promotion = buildPromotion({
      hide_privacy_link: true,
      show_opt_in_participation_link: true,
    });
    expect(footerItems(promotion, true)).toEqual([
      { label: 'Help', to: '/support/faqs' },
      { label: 'Opt In to Participation', to: '/opt_in_participation' },
      { label: 'Terms', to: '/legal/terms' },
      { label: 'Sitemap', to: '/sitemap' },
    ]);
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
          { label: 'Art Gallery', to: '/art-gallery/all' },
          { label: 'Friends', to: '/profile/friends/all' },
          { label: 'Recipes', to: '/recipes/today' },
          { label: 'Tips', to: '/tips' },
          { label: 'How It Works', to: '/how-it-works' },
          { label: 'Learn', to: '/why-systain' },
        ],
      },
      {
        title: 'You',
        links: [
          { label: 'Messages', to: '/messages' },
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

  it('gives staff their dashboard links, and dashboard-only users no notifications', () => {
    const [programme, you] = sitemapColumns(buildUser({ role: 'Master' }), buildPromotion());
    expect(labels(programme.links)).toEqual([
      'Promotions',
      'Dashboard',
      'Content',
      'Badge Admin',
      'Competitions',
    ]);
    expect(labels(you.links)).toEqual(['Settings']);
  });
});
