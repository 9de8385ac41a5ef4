/**
 * Items of the navigation tree whose screens do not exist yet (shell README "Navigation"): the
 * tree keeps them, the menu leaves them out so no link leads to the 404 page. An id covers its
 * children too ('team' covers 'team.join'). Remove an id in the change that adds its route.
 */
export const NOT_BUILT: ReadonlySet<string> = new Set(['emotional_survey']);

/** Whether the screen of this item (and of every item above it) exists. */
export function isBuilt(id: string): boolean {
  const parts = id.split('.');
  return parts.every((_, index) => !NOT_BUILT.has(parts.slice(0, index + 1).join('.')));
}
