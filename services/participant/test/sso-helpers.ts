import type { FastifyInstance } from 'fastify';
import { DEMO_HOST, clientHeaders } from '@wellness/platform/testing';

export const DEMO_ORIGIN = `http://${DEMO_HOST}`;
export const CLIENT = { client_id: 'wellness-test', client_secret: 'wellness-test-secret' };

/** The demo promotion's organization signs in through the provider at `issuer`. */
export async function enableSso(server: FastifyInstance, issuer: string, redirect: string | null) {
  await server.db.query(
    `UPDATE organizations o JOIN promotions p ON p.organization_id = o.id
        SET o.is_sso_enabled = 1, o.sso_label = 'Sign in with Acme ID', o.sso_issuer_url = ?,
            o.sso_client_id = ?, o.sso_client_secret = ?, o.sso_redirect = ?
      WHERE p.subdomain = 'demo'`,
    [issuer, CLIENT.client_id, CLIENT.client_secret, redirect],
  );
}

/** Cookies a browser keeps for the provider's origin, by name. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * What a browser does at the provider: follows its redirects, fills its login form when it
 * shows one, and stops at the redirect back to the product. Returns that URL.
 */
export async function atProvider(
  authorizationUrl: string,
  credentials?: { email: string; password: string },
): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const page = await response.text();
    if (!page.includes('name="password"') || !credentials) {
      throw new Error(`the provider stopped at ${url.pathname}: ${page.slice(0, 300)}`);
    }
    const action = /action="([^"]+)"/.exec(page)![1]!;
    url = new URL(action, url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(credentials).toString(),
    };
    credentials = undefined;
  }
  throw new Error('the provider redirected too often');
}

/** GET /api/sso/login on the demo host: the provider's URL and the state cookie. */
export async function startSso(server: FastifyInstance, query = '') {
  const response = await server.inject({
    method: 'GET',
    url: `/api/sso/login${query}`,
    headers: clientHeaders(),
  });
  const state = response.cookies.find((c) => c.name === 'wellness_sso');
  return {
    response,
    location: String(response.headers.location ?? ''),
    cookie: state ? `wellness_sso=${state.value}` : '',
  };
}

/** GET /api/sso/callback with what the provider sent back and the browser's cookie. */
export function callback(server: FastifyInstance, back: URL, cookie: string) {
  return server.inject({
    method: 'GET',
    url: `/api/sso/callback${back.search}`,
    headers: clientHeaders(cookie || undefined),
  });
}

export const sessionCookieOf = (response: { cookies: Array<{ name: string; value: string }> }) => {
  const session = response.cookies.find((c) => c.name === 'wellness_session');
  return session ? `wellness_session=${session.value}` : null;
};
