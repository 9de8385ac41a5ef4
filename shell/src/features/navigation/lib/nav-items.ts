import { isDashboardOnly, isMaster, isPoster } from '@wellness/shared-ui';
import type { Promotion, Role, User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Shown but not clickable (weeks after the current one). */
  disabled?: boolean;
}

export interface NavGroupItem {
  label: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export const isGroup = (item: NavItem): item is NavGroupItem => 'children' in item;

/** Log Week 1..N; weeks after the current one cannot be clicked yet. */
export function weekItems(promotion: Promotion): NavLinkItem[] {
  return Array.from({ length: promotion.weeks }, (_, index) => {
    const week = index + 1;
    return {
      label: `Week ${week}`,
      to: paths['go.u.activities.week'](week),
      disabled: week > promotion.current_week,
    };
  });
}

/** Coordinator or above: the roles the admin service lets into the dashboard and content. */
const ADMIN_ROLES: readonly Role[] = ['Coordinator', 'Super Coordinator', 'Reseller', 'Master'];

/** Dashboard, Content and the badge administration of their promotion, for coordinators and above. */
function adminItems(user: User): NavLinkItem[] {
  if (!ADMIN_ROLES.includes(user.role)) return [];
  return [
    { label: 'Dashboard', to: paths['dashboard.stats'] },
    { label: 'Content', to: paths['content.home'] },
    { label: 'Badge Admin', to: paths['promotion.badges'](user.promotion_id) },
  ];
}

/** The main navigation for this user in this promotion (spec 1 s.2, navigation tree). */
export function mainNavItems(user: User, promotion: Promotion | undefined): NavItem[] {
  if (isDashboardOnly(user.role)) {
    // The promotions list is the master's alone (services/admin answers 403 to others).
    const promotions = isMaster(user.role) ? [{ label: 'Promotions', to: paths.promotions }] : [];
    return [...promotions, ...adminItems(user)];
  }
  if (isPoster(user.role)) return [{ label: 'My Posts', to: paths['expert.posts'] }];

  const items: NavItem[] = [{ label: 'Home', to: paths['go.u.home'] }];
  if (promotion && !promotion.has_started) {
    items.push({ label: 'How It Works', to: paths['go.u.activities.prestart'] });
  } else if (promotion) {
    items.push({ label: 'Activities', children: weekItems(promotion) });
  }
  items.push({ label: 'Leaderboard', to: paths.leaderboard });
  items.push({ label: 'Badges', to: paths['go.u.badges'] });
  if (promotion?.is_wall_enabled) {
    items.push({ label: promotion.wall_label || 'Wall', to: paths.wall });
  }
  // Spec 2 s2: tips need the programme to have started.
  if (promotion?.has_started) items.push({ label: 'Tips', to: paths['go.u.tips'] });
  // Spec 1 s2: How It Works once started (before, the prestart form above), and learn.
  if (promotion?.has_started) items.push({ label: 'How It Works', to: paths['how it works'] });
  items.push({ label: 'Learn', to: paths.learn });
  return [...items, ...adminItems(user)];
}

/** Help, opt-in, privacy and terms: the pages every visitor may read. */
function helpItems(promotion: Promotion | undefined): NavLinkItem[] {
  const items: NavLinkItem[] = [{ label: 'Help', to: paths['support.faqs'] }];
  if (promotion?.show_opt_in_participation_link) {
    items.push({ label: 'Opt In to Participation', to: paths.opt_in_participation });
  }
  if (!promotion?.hide_privacy_link) items.push({ label: 'Privacy', to: paths['legal.privacy'] });
  items.push({ label: 'Terms', to: paths['legal.terms'] });
  return items;
}

/**
 * Footer links (spec 2 s2, which hides the contact link): some depend on promotion flags,
 * the sitemap on a session.
 */
export function footerItems(promotion: Promotion | undefined, signedIn: boolean): NavLinkItem[] {
  const items = helpItems(promotion);
  if (signedIn) items.push({ label: 'Sitemap', to: paths.sitemap });
  return items;
}

export interface SitemapColumn {
  title: string;
  links: NavLinkItem[];
}

/**
 * The sitemap's three columns (spec 2 s2): the programme's pages as the navigation shows
 * them to this user (a week menu becomes one link to the current week), the user's own
 * pages, and help.
 */
export function sitemapColumns(user: User, promotion: Promotion | undefined): SitemapColumn[] {
  const programme = mainNavItems(user, promotion).map((item) =>
    isGroup(item)
      ? {
          label: item.label,
          to: (item.children.filter((child) => !child.disabled).at(-1) ?? item.children[0]).to,
        }
      : item,
  );
  return [
    { title: 'Programme', links: programme },
    {
      title: 'You',
      links: [
        // Dashboard-only users have no notifications (no header action items, spec 2 s6).
        ...(isDashboardOnly(user.role)
          ? []
          : [{ label: 'Notifications', to: paths['go.u.notifications'] }]),
        { label: 'Settings', to: paths.settings },
      ],
    },
    { title: 'Help', links: helpItems(promotion) },
  ];
}
