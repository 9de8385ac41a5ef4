import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import {
  BAD_PATTERN,
  MINIMUMS_OVER_MAX,
  MIN_OVER_MAX,
  NO_RESELLER,
  OTHER_RESELLER,
  SSO_NEEDS_CLIENT,
} from '../../src/domain/organizations';

type Method = 'GET' | 'POST' | 'PUT';

describe('organizations and resellers (spec 3 s2, s3 "Organization", "Reseller")', () => {
  let server: FastifyInstance;
  let demoResellerId: number;
  let demoOrganizationId: number;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    const [org] = await server.db.query(
      "SELECT id, reseller_id FROM organizations WHERE name = 'Demo Organization'",
    );
    demoOrganizationId = Number(org.id);
    demoResellerId = Number(org.reseller_id);
  });
  afterAll(() => server.close());

  const as = async (email: string, method: Method, url: string, payload?: object) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(await signIn(server, email)),
      ...(payload ? { payload } : {}),
    });
  const master = (method: Method, url: string, payload?: object) =>
    as('master@demo.test', method, url, payload);
  const reseller = (method: Method, url: string, payload?: object) =>
    as('reseller@demo.test', method, url, payload);

  it('lets a master create, list, show and rename resellers with their counts', async () => {
    const created = await master('POST', '/api/resellers', { name: '  Northwind Wellness ' });
    expect(created.statusCode).toBe(201);
    const reseller = created.json().data;
    expect(reseller).toEqual({
      id: expect.any(Number),
      name: 'Northwind Wellness',
      organizations_count: 0,
      promotions_count: 0,
    });
    const renamed = await master('PUT', `/api/resellers/${reseller.id}`, { name: 'Northwind' });
    expect(renamed.json().data.name).toBe('Northwind');
    const list = (await master('GET', '/api/resellers?page_size=0')).json();
    const demo = list.data.find((row: { id: number }) => row.id === demoResellerId);
    // The demo reseller has the demo organization with its demo and launchpad promotions.
    expect(demo).toMatchObject({
      name: 'Demo Reseller',
      organizations_count: 1,
      promotions_count: 2,
    });
    expect(list.data.map((row: { name: string }) => row.name)).toContain('Northwind');
    expect((await master('GET', `/api/resellers/${reseller.id}`)).json().data.name).toBe(
      'Northwind',
    );
  });

  it("answers an unknown reseller with the loader's 404 and a blank name with 400", async () => {
    const missing = await master('GET', '/api/resellers/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toEqual(['Reseller could not be found']);
    expect((await master('PUT', '/api/resellers/999999', { name: 'X' })).statusCode).toBe(404);
    const blank = await master('POST', '/api/resellers', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.length).toBeGreaterThan(0);
  });

  it('keeps the resellers to masters: a reseller and a coordinator get 403', async () => {
    for (const email of ['reseller@demo.test', 'coordinator@demo.test']) {
      expect((await as(email, 'GET', '/api/resellers')).statusCode).toBe(403);
      expect((await as(email, 'POST', '/api/resellers', { name: 'Mine' })).statusCode).toBe(403);
    }
  });

  it('creates an organization with the spec 3 s9 password defaults and lockouts on', async () => {
    const response = await master('POST', '/api/organizations', { name: 'Acme Corp' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Acme Corp',
      reseller_id: null,
      promotions_count: 0,
      password_min_length: 8,
      password_max_length: 20,
      password_min_letters: 1,
      password_min_numbers: 1,
      password_min_symbols: 1,
      password_regular_expression_string: null,
      flags: { enable_account_lockouts: true },
      is_sso_enabled: false,
      is_staywell: false,
    });
  });

  it('saves every field, keeps the SSO client secret write-only, and clears it on null', async () => {
    const body = {
      name: 'Globex',
      reseller_id: demoResellerId,
      wskey: 'globex-key',
      is_sso_enabled: true,
      sso_label: 'Sign in with Globex',
      sso_login_url: 'https://id.globex.test/login',
      sso_redirect: 'https://globex.test/bye',
      sso_issuer_url: 'https://id.globex.test',
      sso_client_id: 'wellness',
      sso_client_secret: 'very-secret-value',
      password_min_length: 12,
      password_max_length: 32,
      password_min_letters: 2,
      password_min_numbers: 2,
      password_min_symbols: 2,
      password_regular_expression_string: '^(?=.*[A-Z]).*$',
      password_help_message: 'Use 12 or more characters with a capital letter.',
      flags: { enable_account_lockouts: false },
      is_staywell: true,
    };
    const created = await master('POST', '/api/organizations', body);
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('very-secret-value');
    const { sso_client_secret: _secret, ...shown } = body;
    expect(created.json().data).toMatchObject({ ...shown, has_sso_client_secret: true });
    const id = created.json().data.id;
    // A save without the secret keeps it; the stored value is the one written.
    const renamed = await master('PUT', `/api/organizations/${id}`, {
      ...shown,
      name: 'Globex Inc',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Globex Inc', has_sso_client_secret: true });
    const [stored] = await server.db.query(
      'SELECT sso_client_secret FROM organizations WHERE id = ?',
      [id],
    );
    expect(stored.sso_client_secret).toBe('very-secret-value');
    const cleared = await master('PUT', `/api/organizations/${id}`, {
      name: 'Globex Inc',
      is_sso_enabled: false,
      sso_client_secret: null,
    });
    expect(cleared.json().data).toMatchObject({
      has_sso_client_secret: false,
      is_sso_enabled: false,
    });
    const show = await master('GET', `/api/organizations/${id}`);
    expect(show.json().data).toMatchObject({ name: 'Globex Inc', reseller_name: 'Demo Reseller' });
  });

  it.each([
    [{ password_min_length: 21 }, MIN_OVER_MAX],
    [
      { password_min_letters: 8, password_min_numbers: 8, password_min_symbols: 8 },
      MINIMUMS_OVER_MAX,
    ],
    [{ password_regular_expression_string: '([a-z' }, BAD_PATTERN],
    [{ is_sso_enabled: true, sso_label: 'SSO' }, SSO_NEEDS_CLIENT],
    [{ reseller_id: 999999 }, NO_RESELLER],
  ])('refuses an organization that breaks a save rule: %j', async (fields, message) => {
    const before = await server.db.query('SELECT COUNT(*) AS n FROM organizations');
    const response = await master('POST', '/api/organizations', { name: 'Broken', ...fields });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([message]);
    const after = await server.db.query('SELECT COUNT(*) AS n FROM organizations');
    expect(Number(after[0].n)).toBe(Number(before[0].n));
  });

  it("answers an unknown organization with 'Organization could not be found'", async () => {
    const response = await master('GET', '/api/organizations/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual(['Organization could not be found']);
  });

  it("lists a reseller's own organizations only, and refuses another reseller's", async () => {
    const other = (await master('POST', '/api/resellers', { name: 'Other Reseller' })).json().data;
    const otherOrg = (
      await master('POST', '/api/organizations', { name: 'Rival Org', reseller_id: other.id })
    ).json().data;
    const listed = await reseller('GET', '/api/organizations?page_size=0');
    expect(listed.statusCode).toBe(200);
    const names = listed.json().data.map((row: { name: string }) => row.name);
    expect(names).toContain('Demo Organization');
    expect(names).not.toContain('Rival Org');
    expect(names).not.toContain('Wellness Platform');
    expect(
      listed
        .json()
        .data.every((row: { reseller_id: number }) => row.reseller_id === demoResellerId),
    ).toBe(true);
    // Asking for the other reseller's list shows nothing of it.
    const filtered = await reseller('GET', `/api/organizations?reseller_id=${other.id}`);
    expect(filtered.json().data).toEqual([]);
    const read = await reseller('GET', `/api/organizations/${otherOrg.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().errors).toEqual(['Organization could not be found']);
    const change = await reseller('PUT', `/api/organizations/${otherOrg.id}`, { name: 'Mine now' });
    expect(change.statusCode).toBe(404);
    const [unchanged] = await server.db.query('SELECT name FROM organizations WHERE id = ?', [
      otherOrg.id,
    ]);
    expect(unchanged.name).toBe('Rival Org');
    const moved = await reseller('POST', '/api/organizations', {
      name: 'Sneaky',
      reseller_id: other.id,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual([OTHER_RESELLER]);
    const steal = await reseller('PUT', `/api/organizations/${demoOrganizationId}`, {
      name: 'Demo Organization',
      reseller_id: other.id,
    });
    expect(steal.json().errors).toEqual([OTHER_RESELLER]);
  });

  it("gives a reseller's new organization its own reseller, and lets it edit it", async () => {
    const created = await reseller('POST', '/api/organizations', { name: 'Reseller Client' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.reseller_id).toBe(demoResellerId);
    const edited = await reseller('PUT', `/api/organizations/${created.json().data.id}`, {
      name: 'Reseller Client Ltd',
      password_min_length: 10,
    });
    expect(edited.json().data).toMatchObject({
      name: 'Reseller Client Ltd',
      password_min_length: 10,
    });
  });

  it("keeps coordinators and participants out of the organizations' APIs (403)", async () => {
    for (const email of [
      'coordinator@demo.test',
      'participant@demo.test',
      'supercoordinator@demo.test',
    ]) {
      expect((await as(email, 'GET', '/api/organizations')).statusCode).toBe(403);
      expect((await as(email, 'GET', `/api/organizations/${demoOrganizationId}`)).statusCode).toBe(
        403,
      );
      expect((await as(email, 'POST', '/api/organizations', { name: 'X' })).statusCode).toBe(403);
      expect(
        (await as(email, 'PUT', `/api/organizations/${demoOrganizationId}`, { name: 'X' }))
          .statusCode,
      ).toBe(403);
    }
  });
});
