/**
 * Makes window.matchMedia answer `phoneQuery` as a phone (390 px) or a laptop (1280 px)
 * would; returns the function that puts the test setup's polyfill back.
 */
export function emulateScreen(width: 'phone' | 'laptop', phoneQuery: string) {
  const polyfill = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...polyfill(query),
    matches: query.trim() === '' || (width === 'phone' && query === phoneQuery),
  });
  return () => {
    window.matchMedia = polyfill;
  };
}
