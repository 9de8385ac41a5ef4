/**
 * Records the page loads a test causes: a full navigation (location.assign, replace or href, a
 * followed link) or window.open, i.e. leaving the single-page app rather than a route change.
 * jsdom loads no pages: it reports a navigation as a "Not implemented: navigation" error on
 * the console, which is read here; window.open is replaced. Restore with jest.restoreAllMocks().
 */
export function watchFullNavigations(): string[] {
  const attempts: string[] = [];
  const consoleError = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // jsdom's error comes from another realm: read its message, not `instanceof Error`.
    const message = String((args[0] as { message?: unknown } | null)?.message ?? args[0]);
    if (message.startsWith('Not implemented: navigation')) attempts.push('navigation');
    else consoleError(...args);
  });
  jest.spyOn(window, 'open').mockImplementation((url) => {
    attempts.push(`window.open ${String(url)}`);
    return null;
  });
  return attempts;
}
