import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The page a user came from, for back buttons that return to the previous state (spec 1 s2:
 * How It Works returns to Activities or Home). The shell's layout records every navigation;
 * shared-ui is a singleton, so every remote reads the same record.
 */
let current: string | null = null;
let previous: string | null = null;

export function recordPath(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/**
 * The path visited before `pathname`. A page reads it while it renders, which may be before
 * the layout has recorded the page itself.
 */
export function pathBefore(pathname: string): string | null {
  if (current === null) return null;
  const currentPathname = current.split('?')[0];
  return currentPathname === pathname ? previous : current;
}

/** Called once, by the layout every page renders in. */
export function useRecordPaths(): void {
  const { pathname, search } = useLocation();
  useEffect(() => recordPath(`${pathname}${search}`), [pathname, search]);
}
