import path from 'node:path';

export const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files whose name stays the same across builds: browsers must revalidate them. */
const ENTRY_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'route-prefixes.json',
  'remote-page-preloads.json',
  'page-preloads.json',
]);

/** `main.3f9a1c2b.js`, `412.0aa1b2c3.css`, `3f9a1c2b0aa1b2c3.png`, and their source maps. */
const CONTENT_HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** The build's brotli and gzip copies (`main.3f9a1c2b.js.br`) are cached as their original. */
const COMPRESSED_COPY = /\.(br|gz)$/i;

/** Hashed assets never change under their name; everything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
