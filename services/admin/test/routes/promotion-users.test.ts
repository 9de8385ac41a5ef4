import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import {
  NOT_ALLOWED,
  NOT_A_SUPER_COORDINATOR,
  OUTSIDE_ORGANIZATION,
  ROLE_NOT_GRANTABLE,
} from '../../src/domain/promotion-users';
import { seededIds } from './dashboard-helpers';
import { day } from './competitions-helpers';

type Method = 'GET' | 'POST' | 'PUT';

describe("a promotion's users: the user form and super-coordinator promotions (spec 3 s2, s6)", () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let demoOrganizationId: number;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    ids = await seededIds(server);
    const [demo] = await server.db.query('SELECT organization_id FROM promotions WHERE id = ?', [
      ids.demoId,
    ]);
    demoOrganizationId = Number(demo.organization_id);
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
  const usersOf = (promotionId: number) => `/api/promotions/${promotionId}/users`;
  const person = (extra: Record<string, unknown> = {}) => ({
    first_name: 'Nora',
    last_name: 'Newcomer',
    email: 'nora@demo.test',
    role: 'User',
    ...extra,
  });

  it('adds a user to the promotion, trimmed, lower-cased, listed in the users table', async () => {
    const created = await master(
      'POST',
      usersOf(ids.demoId),
      person({ first_name: ' Nora ', email: ' Nora@Demo.TEST ' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      promotion_id: ids.demoId,
      first_name: 'Nora',
      last_name: 'Newcomer',
      email: 'nora@demo.test',
      role: 'User',
    });
    const listed = await master('GET', `${usersOf(ids.demoId)}?page_size=10&term=newcomer`);
    expect(listed.json().data.map((row: { email: string }) => row.email)).toEqual([
      'nora@demo.test',
    ]);
    // Nobody knows the new account's password: signing in with an empty or guessed one fails.
    const [row] = await server.db.query('SELECT password_hash FROM users WHERE id = ?', [
      created.json().data.id,
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [person({ first_name: '  ' }), 'First name is required.'],
    [person({ last_name: '' }), 'Last name is required.'],
    [person({ first_name: 'x'.repeat(101) }), 'Names are limited to 100 characters.'],
    [person({ email: 'not-an-address' }), 'Please enter a valid email address.'],
    [person({ email: 'PARTICIPANT@demo.test' }), 'Email has already been taken.'],
  ])('refuses a bad user with 422 and the message (%#)', async (body, message) => {
    const response = await master('POST', usersOf(ids.demoId), body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([message]);
  });

  it('refuses an unknown role with 400 and an extra field with 400', async () => {
    expect((await master('POST', usersOf(ids.demoId), person({ role: 'Boss' }))).statusCode).toBe(
      400,
    );
    const extra = await master('POST', usersOf(ids.demoId), person({ password: 'x' }));
    expect(extra.statusCode).toBe(400);
  });

  it('offers each caller the roles below their own, and refuses any other (403)', async () => {
    const masterRoles = (
      await master('GET', `/api/promotions/${ids.demoId}/grantable_roles`)
    ).json().data;
    expect(masterRoles).toEqual(expect.arrayContaining(['Reseller', 'Super Coordinator', 'User']));
    expect(masterRoles).not.toContain('Master');
    const resellerRoles = (
      await reseller('GET', `/api/promotions/${ids.demoId}/grantable_roles`)
    ).json().data;
    expect(resellerRoles.sort()).toEqual(
      [
        'Coordinator',
        'Location Coordinator',
        'Poster',
        'Regional Coordinator',
        'Tutorial',
        'User',
      ].sort(),
    );
    for (const [caller, role] of [
      [master, 'Master'],
      [reseller, 'Super Coordinator'],
      [reseller, 'Reseller'],
    ] as const) {
      const response = await caller(
        'POST',
        usersOf(ids.demoId),
        person({ email: `${role.replace(' ', '')}@grant.test`, role }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([ROLE_NOT_GRANTABLE]);
    }
  });

  it('edits a user: names, e-mail and role; a changed role ends their sessions', async () => {
    const userId = ids.userId('participant2@demo.test');
    const cookie = await signIn(server, 'participant2@demo.test');
    const shown = await master('GET', `${usersOf(ids.demoId)}/${userId}`);
    expect(shown.json().data).toMatchObject({ id: userId, role: 'User' });
    const saved = await master('PUT', `${usersOf(ids.demoId)}/${userId}`, {
      first_name: 'Pat',
      last_name: 'Second',
      email: 'pat.second@demo.test',
      role: 'Coordinator',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ email: 'pat.second@demo.test', role: 'Coordinator' });
    const me = await server.inject({
      method: 'GET',
      url: `/api/promotions/${ids.demoId}/summary`,
      headers: clientHeaders(cookie),
    });
    expect(me.statusCode).toBe(401);
    const taken = await master('PUT', `${usersOf(ids.demoId)}/${userId}`, {
      ...person({ email: 'coordinator@demo.test' }),
    });
    expect(taken.json().errors).toEqual(['Email has already been taken.']);
  });

  it('keeps the rank rule: a reseller cannot edit a peer or a master (403)', async () => {
    for (const email of ['supercoordinator@demo.test', 'master@demo.test']) {
      const response = await reseller(
        'PUT',
        `${usersOf(ids.demoId)}/${ids.userId(email)}`,
        person(),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([NOT_ALLOWED]);
    }
  });

  it("answers 404 for a user of another promotion than the URL's", async () => {
    const response = await master(
      'GET',
      `${usersOf(ids.launchpadId)}/${ids.userId('participant@demo.test')}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual(['User could not be found']);
  });

  it("assigns a super coordinator to its organization's promotions, as master or reseller", async () => {
    const superId = ids.userId('supercoordinator@demo.test');
    const url = `${usersOf(ids.demoId)}/${superId}/super_coordinator_promotions`;
    const sibling = (
      await master('POST', '/api/promotions', {
        name: 'Sibling',
        subdomain: 'sibling',
        program_name: 'Move',
        starts_on: day(3),
        program_length: 56,
        organization_id: demoOrganizationId,
      })
    ).json().data;
    const before = (await master('GET', url)).json().data;
    expect(before).toEqual([
      { id: ids.launchpadId, name: expect.any(String), subdomain: 'launchpad', assigned: true },
      { id: sibling.id, name: 'Sibling', subdomain: 'sibling', assigned: false },
    ]);
    const saved = await reseller('PUT', url, { promotion_ids: [sibling.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.map((p: { assigned: boolean }) => p.assigned)).toEqual([false, true]);
    // The super coordinator's picker follows at once.
    const grouped = (await as('supercoordinator@demo.test', 'GET', '/api/promotions/grouped'))
      .json()
      .data.flatMap((group: { promotions: Array<{ subdomain: string }> }) =>
        group.promotions.map((p) => p.subdomain),
      );
    expect(grouped).toEqual(expect.arrayContaining(['demo', 'sibling']));
    expect(grouped).not.toContain('launchpad');
    expect((await master('PUT', url, { promotion_ids: [ids.launchpadId] })).statusCode).toBe(200);
  });

  it('refuses promotions of another organization and users who are not super coordinators', async () => {
    const superId = ids.userId('supercoordinator@demo.test');
    const outside = await master(
      'PUT',
      `${usersOf(ids.demoId)}/${superId}/super_coordinator_promotions`,
      { promotion_ids: [1] },
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual([OUTSIDE_ORGANIZATION]);
    const coordinatorId = ids.userId('coordinator@demo.test');
    const notSuper = await master(
      'PUT',
      `${usersOf(ids.demoId)}/${coordinatorId}/super_coordinator_promotions`,
      { promotion_ids: [ids.launchpadId] },
    );
    expect(notSuper.statusCode).toBe(422);
    expect(notSuper.json().errors).toEqual([NOT_A_SUPER_COORDINATOR]);
  });

  it("refuses another reseller's promotion (404) and keeps coordinators out (403)", async () => {
    const otherReseller = (await master('POST', '/api/resellers', { name: 'Elsewhere' })).json()
      .data;
    const organization = (
      await master('POST', '/api/organizations', { name: 'Far Org', reseller_id: otherReseller.id })
    ).json().data;
    const promotion = (
      await master('POST', '/api/promotions', {
        name: 'Far',
        subdomain: 'far',
        program_name: 'Far',
        starts_on: day(3),
        program_length: 42,
        organization_id: organization.id,
      })
    ).json().data;
    const far = await reseller('POST', usersOf(promotion.id), person({ email: 'far@far.test' }));
    expect(far.statusCode).toBe(404);
    expect(far.json().errors).toEqual(['Promotion could not be found']);
    expect(
      (await reseller('GET', `/api/promotions/${promotion.id}/grantable_roles`)).statusCode,
    ).toBe(404);
    for (const email of ['coordinator@demo.test', 'supercoordinator@demo.test']) {
      const userUrl = `${usersOf(ids.demoId)}/${ids.userId('participant@demo.test')}`;
      expect((await as(email, 'POST', usersOf(ids.demoId), person())).statusCode).toBe(403);
      expect((await as(email, 'GET', userUrl)).statusCode).toBe(403);
      expect((await as(email, 'PUT', userUrl, person())).statusCode).toBe(403);
      expect(
        (await as(email, 'PUT', `${userUrl}/super_coordinator_promotions`, { promotion_ids: [] }))
          .statusCode,
      ).toBe(403);
    }
  });
});
