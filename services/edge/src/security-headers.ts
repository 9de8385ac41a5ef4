import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RemoteDescriptor } from './remotes';

/** Origins of remote entries served from elsewhere (a CDN): their scripts must be allowed. */
function remoteOrigins(remotes: readonly RemoteDescriptor[]): string[] {
  const origins = new Set<string>();
  for (const { entry } of remotes) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/**
 * The page's Content-Security-Policy: scripts only from this origin (and remote entry
 * origins), no inline script; inline styles for the component library's CSS variables;
 * websockets for Socket.IO.
 */
export function helmetOptions(remotes: readonly RemoteDescriptor[]): FastifyHelmetOptions {
  const elsewhere = remoteOrigins(remotes);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...elsewhere],
        styleSrc: ["'self'", "'unsafe-inline'", ...elsewhere],
        connectSrc: ["'self'", 'ws:', 'wss:', ...elsewhere],
        imgSrc: ["'self'", 'data:', 'blob:', ...elsewhere],
        fontSrc: ["'self'", 'data:', ...elsewhere],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Set per request: only for hosts that are not local (see isLocalHost).
    hsts: false,
    crossOriginResourcePolicy: { policy: elsewhere.length ? 'cross-origin' : 'same-origin' },
  };
}
