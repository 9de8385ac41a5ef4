import { paths } from '../../../config/paths';
import type { NavNode } from './nav-node';

/**
 * Screens with their own way back: How It Works (to Activities or Home, mfe-participant), the
 * learn area's second tab, the prestart wizard's steps.
 */
const NO_BACK: readonly string[] = [paths['how it works'], '/resources', `${paths.prestart}/`];

function menuLinks(items: readonly NavNode[]): string[] {
  return items.flatMap((item) => [
    ...(item.link ? [item.link] : []),
    ...menuLinks(item.children ?? []),
  ]);
}

/** A menu link covers its own path, the paths below it and, below its folder, its siblings. */
function covers(link: string, pathname: string): boolean {
  if (pathname === link || pathname.startsWith(`${link}/`)) return true;
  const folder = link.slice(0, link.lastIndexOf('/'));
  return folder !== '' && pathname.startsWith(`${folder}/`);
}

/**
 * The screens with a back button (shell README "Navigation"): those the menu does not lead to
 * (a single tip, the sitemap, the end of programme page …), reached from another page. A menu
 * page and its tabs are reached from the menu, which stays in view.
 */
export function hasBack(pathname: string, menu: readonly NavNode[]): boolean {
  if (NO_BACK.some((path) => pathname === path || pathname.startsWith(path))) return false;
  return !menuLinks(menu).some((link) => covers(link, pathname));
}
