import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_ACCOUNTS, claimsOf } from './accounts';
import type { Account } from './accounts';
import { memoryAdapterFactory } from './memory-adapter';
import { errorPage, loginPage, signedOutPage } from './pages';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export type { Account } from './accounts';

export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  /** The organization's `wskey`: the product's impersonation calls carry it (README). */
  impersonation_key?: string;
  client_name?: string;
}

export interface OidcProviderOptions {
  host?: string;
  /** 0: any free port. */
  port?: number;
  /** Default `http://localhost:{port}`. */
  issuer?: string;
  clients: ProviderClient[];
  accounts?: Account[];
}

export interface RunningProvider {
  issuer: string;
  close(): Promise<void>;
}

/** A ticket of POST /impersonate works once, for a minute. */
const TICKET_TTL_MS = 60_000;
export const IMPERSONATION_HINT = 'impersonate:';

const SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name'],
  organization: ['department', 'employee_id'],
};

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').startsWith('application/json')) {
    const parsed = JSON.parse(text || '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).filter(([, v]) => typeof v === 'string') as Array<[string, string]>,
    );
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    // No form-action: the login form's answer redirects on to the product's origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(body);
};

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * A real OpenID Connect provider (oidc-provider) for tests and the local demo: authorization
 * code with PKCE, its own login form, and the impersonation endpoint the product's SSO
 * impersonation calls (README). Not for production: accounts live in memory.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningProvider> {
  const accounts = options.accounts ?? DEMO_ACCOUNTS;
  const bySub = new Map(accounts.map((account) => [account.sub, account]));
  const tickets = new Map<string, { sub: string; clientId: string; expires: number }>();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://localhost:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: options.clients.map((client) => ({
      client_id: client.client_id,
      client_secret: client.client_secret,
      client_name: client.client_name ?? 'the wellness programme',
      redirect_uris: client.redirect_uris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'local-1' }] as never },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: SCOPE_CLAIMS,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...claimsOf(account), sub }) };
    },
    // First-party clients: every scope they ask for is granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId =
        (oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
        oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId,
      });
      grant.addOIDCScope(Object.keys(SCOPE_CLAIMS).join(' '));
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error));
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const [, , uid, action] = url.pathname.split('/');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, 'text/html', errorPage('Start again.'));
    const params = details.params as Record<string, string>;
    const clientName =
      options.clients.find((c) => c.client_id === params.client_id)?.client_name ??
      'the wellness programme';
    const hint = params.login_hint ?? '';
    if (req.method === 'GET' && hint.startsWith(IMPERSONATION_HINT)) {
      const ticket = tickets.get(hint.slice(IMPERSONATION_HINT.length));
      tickets.delete(hint.slice(IMPERSONATION_HINT.length));
      if (ticket && ticket.expires > Date.now() && ticket.clientId === params.client_id) {
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId: ticket.sub } },
          { mergeWithLastSubmission: false },
        );
      }
    }
    if (req.method === 'POST' && action === 'login') {
      const body = await readBody(req);
      const email = (body.email ?? '').trim().toLowerCase();
      const account = accounts.find((a) => a.email === email);
      if (!account || !sameSecret(account.password, body.password ?? '')) {
        return send(res, 200, 'text/html', loginPage(uid, clientName, 'Wrong email or password.'));
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    return send(res, 200, 'text/html', loginPage(uid, clientName));
  };

  /** POST {key, url, identifier?}: the product's SSO impersonation (and test) call. */
  const impersonate = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const client = options.clients.find(
      (c) => c.impersonation_key && sameSecret(c.impersonation_key, body.key ?? ''),
    );
    if (!client) return send(res, 403, 'text/plain', 'Unknown key');
    let target: URL;
    try {
      target = new URL(body.url ?? '');
    } catch {
      return send(res, 400, 'text/plain', 'Bad url');
    }
    const origins = new Set(client.redirect_uris.map((uri) => new URL(uri).origin));
    if (!origins.has(target.origin)) return send(res, 400, 'text/plain', 'Bad url');
    if (body.identifier) {
      if (!bySub.has(body.identifier)) return send(res, 404, 'text/plain', 'Unknown identifier');
      const ticket = randomBytes(32).toString('base64url');
      tickets.set(ticket, {
        sub: body.identifier,
        clientId: client.client_id,
        expires: Date.now() + TICKET_TTL_MS,
      });
      target.searchParams.set('login_hint', `${IMPERSONATION_HINT}${ticket}`);
    }
    return send(res, 200, 'text/plain', target.toString());
  };

  handler = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const route = async () => {
      if (url.pathname === '/healthz' || url.pathname === '/readyz') {
        return send(res, 200, 'application/json', '{"status":"ok"}');
      }
      if (url.pathname === '/signed-out') return send(res, 200, 'text/html', signedOutPage());
      if (url.pathname === '/impersonate' && req.method === 'POST') return impersonate(req, res);
      if (url.pathname.startsWith('/interaction/')) return interaction(req, res, url);
      return oidc(req, res);
    };
    route().catch(() => {
      if (!res.headersSent) send(res, 400, 'text/html', errorPage('Start again.'));
    });
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
