import { isDashboardOnly } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { deriveNavRoles } from './derived-roles';
import type { NavPromotion, NavRole, NavUser } from './derived-roles';
import { visibleNodes } from './nav-node';
import type { NavNode } from './nav-node';
import { navigationTree } from './nav-tree';
import { isBuilt } from './not-built';
import { helpItems } from './footer-items';
import type { NavLinkItem } from './footer-items';

export type { NavLinkItem } from './footer-items';
export { footerItems, helpItems } from './footer-items';

/**
 * Spec 1 s2: 'Me' goes to the friends page when the buddy feature is displayed, otherwise to
 * badges; while the friends page is not built, to badges.
 */
export function meLink(roles: ReadonlySet<NavRole>): NavLinkItem {
  return roles.has('Buddies') && isBuilt('friends')
    ? { label: 'Me', to: paths['go.u.profile.friends.all'] }
    : { label: 'Me', to: paths['go.u.badges'] };
}

/** The menu of this user in this promotion: the tree by derived roles, built screens only. */
export function mainNavItems(user: NavUser, promotion: NavPromotion | undefined): NavNode[] {
  const roles = deriveNavRoles(user, promotion);
  const menu = visibleNodes(navigationTree(user, promotion), roles);
  if (!roles.has('Participant')) return menu;
  const me = meLink(roles);
  const at = menu.findIndex((each) => each.id === 'home') + 1;
  const meNode: NavNode = {
    id: 'me',
    name: me.label,
    link: me.to,
    roles: ['Participant'],
    allowClick: true,
    available: true,
  };
  return [...menu.slice(0, at), meNode, ...menu.slice(at)];
}

export interface SitemapColumn {
  title: string;
  links: NavLinkItem[];
}

/** The user's own pages and help: the sitemap's other columns. */
const NOT_PROGRAMME = new Set(['messages', 'notifications', 'settings', 'support', 'legal', 'me']);

/** A menu item as one sitemap link: a group without a page of its own links its last open child. */
function asLink(item: NavNode): NavLinkItem {
  if (item.link) return { label: item.name, to: item.link };
  const children = item.children ?? [];
  const open = children.filter((child) => child.allowClick && child.link);
  return { label: item.name, to: (open.at(-1) ?? children[0]).link ?? paths.root };
}

/**
 * The sitemap's three columns (spec 2 s2): the programme's pages as the navigation shows
 * them to this user (a week menu becomes one link to the current week), the user's own
 * pages, and help.
 */
export function sitemapColumns(user: NavUser, promotion: Promotion | undefined): SitemapColumn[] {
  const programme = mainNavItems(user, promotion)
    .filter((item) => !NOT_PROGRAMME.has(item.id))
    .map(asLink);
  return [
    { title: 'Programme', links: programme },
    {
      title: 'You',
      links: [
        // Dashboard-only users have no messages or notifications (no header action items, spec 2 s6).
        ...(isDashboardOnly(user.role)
          ? []
          : [
              { label: 'Messages', to: paths['go.u.messages'] },
              { label: 'Notifications', to: paths['go.u.notifications'] },
            ]),
        { label: 'Settings', to: paths.settings },
      ],
    },
    { title: 'Help', links: helpItems(promotion) },
  ];
}
