/**
 * The in-app path a notification's link points to, or null when it points elsewhere:
 * links come from the server, and a toast or list item must never send the user off-site.
 */
export function notificationPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) {
    return null;
  }
  return link;
}
