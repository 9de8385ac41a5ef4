import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { spawnOidcProvider } from '@wellness/oidc-provider/testing';
import type { SpawnedProvider } from '@wellness/oidc-provider/testing';
import { app } from '../../src/app';

const KEY = 'acme-test-wskey';
const CALLBACK = 'http://demo.localhost:8080/api/sso/callback';

describe('impersonating a user of an SSO organization (spec 3 s4 "Impersonation")', () => {
  let server: FastifyInstance;
  let provider: SpawnedProvider;
  let ssoUserId: number;

  beforeAll(async () => {
    provider = await spawnOidcProvider([
      {
        client_id: 'wellness-test',
        client_secret: 'secret',
        redirect_uris: [CALLBACK],
        impersonation_key: KEY,
      },
    ]);
    server = await buildTestApp(app);
    await resetData(server);
    ssoUserId = Number(
      (
        await server.db.query(
          `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name, sso_identifier)
           SELECT id, 'sso.participant@acme.test', 'x', 'Sasha', 'Single', 'wid-0001' FROM promotions WHERE subdomain = 'demo'`,
        )
      ).insertId,
    );
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const organization = (issuer: string, key: string | null) =>
    server.db.query(
      `UPDATE organizations o JOIN promotions p ON p.organization_id = o.id
          SET o.is_sso_enabled = 1, o.sso_issuer_url = ?, o.wskey = ?
        WHERE p.subdomain = 'demo'`,
      [issuer, key],
    );
  const impersonate = async (id: number) =>
    server.inject({
      method: 'POST',
      url: '/api/users/impersonate',
      headers: clientHeaders(await signIn(server, 'coordinator@demo.test')),
      payload: { impersonate_id: id },
    });

  it("asks the organization's provider with key, url and identifier, and answers the URL it gives", async () => {
    await organization(provider.issuer, KEY);
    const response = await impersonate(ssoUserId);
    expect(response.statusCode).toBe(200);
    const { url, via } = response.json().data;
    expect(via).toBe('sso');
    // The product's SSO start on the user's promotion host, with the provider's one-time ticket.
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe('http://demo.localhost:8080/api/sso/login');
    expect(link.searchParams.get('login_hint')).toMatch(/^impersonate:[A-Za-z0-9_-]{43}$/);
  });

  it('uses the cookie path for a user of the organization without an SSO identifier', async () => {
    await organization(provider.issuer, KEY);
    const [{ id }] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant@demo.test'",
    );
    const response = await impersonate(Number(id));
    expect(response.json().data.via).toBe('cookie');
    expect(new URL(response.json().data.url).pathname).toBe('/impersonate');
  });

  it.each([
    ['the provider refuses the key', () => organization(provider.issuer, 'wrong-key')],
    ['the organization has no key', () => organization(provider.issuer, null)],
    ['the provider is down', () => organization('http://127.0.0.1:9', KEY)],
  ])('answers 502 when %s (the screen says Failed test!)', async (_case, arrange) => {
    await arrange();
    const response = await impersonate(ssoUserId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      errors: ["The organization's sign-in service did not answer."],
    });
  });
});
