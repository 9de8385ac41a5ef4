import type { NavRole } from './derived-roles';

/** A menu every user sees, whatever their roles. */
export const ALL_ROLES = 'all';

/**
 * One item of the navigation tree (spec 1 s2: link, name, roles, params, active, hidden,
 * allowClick), plus whether the screen it leads to exists yet.
 */
export interface NavNode {
  /** Stable key: tests, React keys and the list of screens not built yet use it. */
  id: string;
  name: string;
  /** The path, with params already filled in; a group without one only opens its children. */
  link?: string;
  params?: Readonly<Record<string, string | number>>;
  /** Shown when the user has ANY of these roles. */
  roles: readonly NavRole[] | typeof ALL_ROLES;
  /** …and ALL of these (promotion state, team membership); a list inside: any one of it. */
  requires?: readonly (NavRole | readonly NavRole[])[];
  /** Part of the tree (a single tip, a single recipe) but never listed in the menu. */
  hidden?: boolean;
  /** false: listed but not clickable (weeks after the current one). */
  allowClick: boolean;
  /** The screen exists: items whose feature is not built yet stay out of the menu. */
  available: boolean;
  children?: NavNode[];
}

/** The menu item on the path the user is on, or one of its children is. */
export function isActive(node: NavNode, pathname: string): boolean {
  if (node.link === pathname) return true;
  return (node.children ?? []).some((child) => isActive(child, pathname));
}

/**
 * The node without `role`. Spec 1 s4: removing a role from an all-roles menu is an error
 * (an all-roles menu has no list to take it from; give it an explicit list instead).
 */
export function removeRole(node: NavNode, role: NavRole): NavNode {
  if (node.roles === ALL_ROLES) {
    throw new Error(`Cannot remove the role ${role} from the all-roles menu ${node.id}`);
  }
  return { ...node, roles: node.roles.filter((each) => each !== role) };
}

/** Whether these roles open this node (its feature built or not). */
export function rolesAllow(node: NavNode, roles: ReadonlySet<NavRole>): boolean {
  const any = node.roles === ALL_ROLES || node.roles.some((role) => roles.has(role));
  const holds = (need: NavRole | readonly NavRole[]) =>
    typeof need === 'string' ? roles.has(need) : need.some((role) => roles.has(role));
  return any && (node.requires ?? []).every(holds);
}

/** The tree as this user's menu: allowed, built and not hidden, all the way down. */
export function visibleNodes(nodes: readonly NavNode[], roles: ReadonlySet<NavRole>): NavNode[] {
  return nodes
    .filter((node) => !node.hidden && node.available && rolesAllow(node, roles))
    .map((node) =>
      node.children ? { ...node, children: visibleNodes(node.children, roles) } : node,
    )
    .filter((node) => node.link !== undefined || (node.children?.length ?? 0) > 0);
}
