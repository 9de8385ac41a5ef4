import type { FastifyInstance } from 'fastify';
import { PROMOTION_DISABLED, SESSION_COOKIE, activitiesVersionKey } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import {
  BAD_LENGTH,
  BAD_SUBDOMAIN,
  NOT_A_PARENT,
  NO_ORGANIZATION,
  PARENT_WITH_PARENT,
  REGISTRATION_ORDER,
  SUBDOMAIN_TAKEN,
  badCoordinator,
  notJson,
  pointsTooHigh,
} from '../../src/domain/promotions';
import { day } from './competitions-helpers';

type Method = 'GET' | 'POST' | 'PUT';

describe('promotion administration (spec 3 s2, s3 "Promotion", s5, s9)', () => {
  let server: FastifyInstance;
  let demoId: number;
  let demoOrganizationId: number;
  let platformOrganizationId: number;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    const [demo] = await server.db.query(
      "SELECT id, organization_id FROM promotions WHERE subdomain = 'demo'",
    );
    demoId = Number(demo.id);
    demoOrganizationId = Number(demo.organization_id);
    const [platform] = await server.db.query('SELECT organization_id FROM promotions WHERE id = 1');
    platformOrganizationId = Number(platform.organization_id);
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
  const form = (subdomain: string, extra: Record<string, unknown> = {}) => ({
    name: `Promotion ${subdomain}`,
    subdomain,
    program_name: 'Move More',
    starts_on: day(3),
    program_length: 56,
    organization_id: demoOrganizationId,
    ...extra,
  });

  it('creates a working promotion in one go: end, goal, activities, avatars, competition', async () => {
    const response = await master('POST', '/api/promotions', form('spring'));
    expect(response.statusCode).toBe(201);
    const promotion = response.json().data;
    // Spec 3 s5: end = start + length - 1; default goal 1000 for 8 weeks.
    expect(promotion).toMatchObject({
      subdomain: 'spring',
      starts_on: day(3),
      ends_on: day(3 + 55),
      weeks: 8,
      default_goal: 1000,
      organization_name: 'Demo Organization',
      site_url: 'http://spring.localhost:8080/',
    });
    const id = promotion.id;
    const [{ activities }] = await server.db.query(
      'SELECT COUNT(*) AS activities FROM activities WHERE promotion_id = ?',
      [id],
    );
    const [{ demoActivities }] = await server.db.query(
      'SELECT COUNT(*) AS demoActivities FROM activities WHERE promotion_id = ?',
      [demoId],
    );
    expect(Number(activities)).toBe(Number(demoActivities));
    const [{ images }] = await server.db.query(
      'SELECT COUNT(*) AS images FROM profile_images WHERE promotion_id = ?',
      [id],
    );
    expect(Number(images)).toBeGreaterThan(0);
    // Spec 3 s9 "Default competition: team size min 4, max 4, freeze_team_scores 1, works_value 500".
    const competitions = await server.db.query(
      `SELECT team_size_min, team_size_max, freeze_team_scores, works_value, comp_length,
              DATE_FORMAT(competition_starts_on, '%Y-%m-%d') AS starts,
              DATE_FORMAT(competition_ends_on, '%Y-%m-%d') AS ends
         FROM competitions WHERE promotion_id = ?`,
      [id],
    );
    expect(competitions).toHaveLength(1);
    expect(competitions[0]).toMatchObject({
      team_size_min: 4,
      team_size_max: 4,
      freeze_team_scores: 1,
      works_value: 500,
      comp_length: 56,
      starts: day(3),
      ends: day(58),
    });
  });

  it('gives a 42-day programme its end and the 6-week goal of 750', async () => {
    const response = await master(
      'POST',
      '/api/promotions',
      form('six-weeks', { program_length: 42 }),
    );
    expect(response.json().data).toMatchObject({
      ends_on: day(3 + 41),
      default_goal: 750,
      weeks: 6,
    });
  });

  it("gives a new promotion's activity list a new version, so no process serves an older list of its id", async () => {
    // Ids a database reset hands out again: a version some process may hold a list at.
    const [{ next }] = await server.db.query(
      'SELECT COALESCE(MAX(id), 0) + 1 AS next FROM promotions',
    );
    const keyOf = (id: number) => activitiesVersionKey(server.config.redisPrefix, id);
    const ids = [0, 1, 2, 3].map((n) => Number(next) + n);
    for (const id of ids) await server.redis.set(keyOf(id), 'held-before');
    const created = (await master('POST', '/api/promotions', form('versioned'))).json().data;
    expect(ids).toContain(created.id);
    const version = await server.redis.get(keyOf(created.id));
    expect(version).toEqual(expect.any(String));
    expect(version).not.toBe('held-before');
  });

  it('serves the new subdomain at once, default content included, even after a miss', async () => {
    const probe = async (subdomain: string) =>
      server.inject({
        url: '/api/promotions/1/custom_content?category=404',
        headers: { host: `${subdomain}.localhost:8080` },
      });
    // Asked before it exists: the tenancy cache remembers the miss.
    expect((await probe('fresh')).statusCode).toBe(404);
    const created = (await master('POST', '/api/promotions', form('fresh'))).json().data;
    const content = await server.inject({
      url: `/api/promotions/${created.id}/custom_content?category=404&page_size=0`,
      headers: { host: 'fresh.localhost:8080' },
    });
    expect(content.statusCode).toBe(200);
    // The default promotion's content shows until the promotion edits its own.
    expect(content.json().data.length).toBeGreaterThan(0);
    expect(content.json().data.every((item: { is_default: boolean }) => item.is_default)).toBe(
      true,
    );
  });

  it.each([
    ['demo', SUBDOMAIN_TAKEN],
    ['www', SUBDOMAIN_TAKEN],
    ['bad_label', BAD_SUBDOMAIN],
    ['-dash', BAD_SUBDOMAIN],
    ['dash-', BAD_SUBDOMAIN],
    ['a.b', BAD_SUBDOMAIN],
  ])('refuses the subdomain %s', async (subdomain, message) => {
    const response = await master('POST', '/api/promotions', form(subdomain));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([message]);
  });

  it('lower-cases a subdomain and refuses to rename a promotion onto a taken one', async () => {
    const created = (await master('POST', '/api/promotions', form('CaseTest'))).json().data;
    expect(created.subdomain).toBe('casetest');
    const taken = await master('PUT', `/api/promotions/${created.id}`, { subdomain: 'demo' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual([SUBDOMAIN_TAKEN]);
  });

  it('decides two creations of one subdomain at the same time by the unique index', async () => {
    const answers = await Promise.all([
      master('POST', '/api/promotions', form('race')),
      master('POST', '/api/promotions', form('race')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const [{ n }] = await server.db.query(
      "SELECT COUNT(*) AS n FROM promotions WHERE subdomain = 'race'",
    );
    expect(Number(n)).toBe(1);
  });

  it.each([
    [{ program_length: 49 }, BAD_LENGTH],
    [{ trivia_points: 451 }, pointsTooHigh('Trivia points')],
    [{ works_point_value: 500 }, pointsTooHigh('Works point value')],
    [{ registration_starts_on: day(5), registration_ends_on: day(4) }, REGISTRATION_ORDER],
    [{ coordinators: 'a@b.test, nope' }, badCoordinator('nope')],
    [{ static_tiles: '{not json' }, notJson('Static tiles')],
    [{ organization_id: 999999 }, NO_ORGANIZATION],
    [{ parent_promotion_id: 1 }, NOT_A_PARENT],
  ])('refuses a promotion that breaks a save rule: %j', async (fields, message) => {
    const response = await master('POST', '/api/promotions', form('ruled', fields));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toBe(message);
    const [{ n }] = await server.db.query(
      "SELECT COUNT(*) AS n FROM promotions WHERE subdomain = 'ruled'",
    );
    expect(Number(n)).toBe(0);
  });

  it('accepts the maximum points value 450 and drops empty coordinator entries', async () => {
    const response = await master(
      'POST',
      '/api/promotions',
      form('maxed', {
        trivia_points: 450,
        bonus_points: 450,
        coordinators: ' a@b.test, ,c@d.test , ',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      trivia_points: 450,
      coordinators: 'a@b.test,c@d.test',
    });
  });

  it('updates with a partial body and moves the end with the start', async () => {
    const created = (await master('POST', '/api/promotions', form('partial'))).json().data;
    const flags = await master('PUT', `/api/promotions/${created.id}`, {
      is_video_enabled: true,
      default_goal: 900,
      video_url: 'https://videos.test/intro.mp4',
    });
    expect(flags.statusCode).toBe(200);
    expect(flags.json().data).toMatchObject({
      is_video_enabled: true,
      default_goal: 900,
      video_url: 'https://videos.test/intro.mp4',
      name: 'Promotion partial',
      ends_on: day(58),
    });
    const moved = await master('PUT', `/api/promotions/${created.id}`, {
      starts_on: day(10),
      program_length: 42,
    });
    expect(moved.json().data).toMatchObject({ starts_on: day(10), ends_on: day(51) });
  });

  it('makes a parent that children name, and never a child a parent', async () => {
    const parent = (await master('POST', '/api/promotions', form('parent'))).json().data;
    const made = await master('POST', `/api/promotions/${parent.id}/make_parent`, {});
    expect(made.json().data.is_parent).toBe(true);
    const child = await master(
      'POST',
      '/api/promotions',
      form('child', { parent_promotion_id: parent.id }),
    );
    expect(child.statusCode).toBe(201);
    expect(child.json().data.parent_promotion_id).toBe(parent.id);
    const refused = await master('POST', `/api/promotions/${child.json().data.id}/make_parent`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([PARENT_WITH_PARENT]);
    const parents = (await master('GET', '/api/promotions?is_parent=true')).json().data;
    expect(parents.map((row: { id: number }) => row.id)).toEqual([parent.id]);
    const children = (
      await master('GET', `/api/promotions?parent_promotion_id=${parent.id}`)
    ).json().data;
    expect(children.map((row: { subdomain: string }) => row.subdomain)).toEqual(['child']);
  });

  it("shows a reseller only its organizations' promotions and refuses the others", async () => {
    const reseller = (method: Method, url: string, payload?: object) =>
      as('reseller@demo.test', method, url, payload);
    const list = (await reseller('GET', '/api/promotions?page_size=0')).json().data;
    const subdomains = list.map((row: { subdomain: string }) => row.subdomain);
    expect(subdomains).toEqual(expect.arrayContaining(['demo', 'launchpad']));
    expect(subdomains).not.toContain('www');
    const other = await reseller('GET', '/api/promotions/1');
    expect(other.statusCode).toBe(404);
    expect(other.json().errors).toEqual(['Promotion could not be found']);
    expect((await reseller('PUT', '/api/promotions/1', { name: 'Mine' })).statusCode).toBe(404);
    const elsewhere = await reseller(
      'POST',
      '/api/promotions',
      form('elsewhere', { organization_id: platformOrganizationId }),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual([NO_ORGANIZATION]);
    const own = await reseller('POST', '/api/promotions', form('resold'));
    expect(own.statusCode).toBe(201);
    const moved = await reseller('PUT', `/api/promotions/${own.json().data.id}`, {
      organization_id: platformOrganizationId,
    });
    expect(moved.json().errors).toEqual([NO_ORGANIZATION]);
  });

  it("keeps coordinators out of the master screens' APIs (403)", async () => {
    for (const email of [
      'coordinator@demo.test',
      'supercoordinator@demo.test',
      'participant@demo.test',
    ]) {
      expect((await as(email, 'GET', '/api/promotions')).statusCode).toBe(403);
      expect((await as(email, 'GET', `/api/promotions/${demoId}`)).statusCode).toBe(403);
      expect((await as(email, 'POST', '/api/promotions', form('coord'))).statusCode).toBe(403);
      expect((await as(email, 'PUT', `/api/promotions/${demoId}`, { name: 'X' })).statusCode).toBe(
        403,
      );
      expect(
        (await as(email, 'POST', `/api/promotions/${demoId}/make_parent`, {})).statusCode,
      ).toBe(403);
    }
  });

  it('refuses a promotion disabled on an earlier day to a participant, not to a coordinator', async () => {
    const created = (
      await master('POST', '/api/promotions', form('closing', { starts_on: day(-20) }))
    ).json().data;
    await server.db.query(
      "INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name) VALUES (?, 'p@closing.test', 'x', 'User', 'Pia', 'Part'), (?, 'c@closing.test', 'x', 'Coordinator', 'Cal', 'Coord')",
      [created.id, created.id],
    );
    const host = 'closing.localhost:8080';
    const open = async (email: string) => {
      const [user] = await server.db.query('SELECT id, role FROM users WHERE email = ?', [email]);
      const id = await server.sessions.create({
        user_id: Number(user.id),
        promotion_id: created.id,
        role: user.role,
        stay_logged_in: false,
      });
      return `${SESSION_COOKIE}=${id}`;
    };
    const eop = async (cookie?: string) =>
      server.inject({
        url: `/api/promotions/${created.id}/eop`,
        headers: clientHeaders(cookie, host),
      });
    const participant = await open('p@closing.test');
    const coordinator = await open('c@closing.test');
    expect((await eop(participant)).statusCode).toBe(200);
    // Disabled today: still served (only an earlier day disables).
    await master('PUT', `/api/promotions/${created.id}`, { disabled_on: day(0) });
    expect((await eop(participant)).statusCode).toBe(200);
    const disabled = await master('PUT', `/api/promotions/${created.id}`, { disabled_on: day(-1) });
    expect(disabled.json().data.disabled).toBe(true);
    const refused = await eop(participant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([PROMOTION_DISABLED]);
    const anonymous = await server.inject({
      url: `/api/promotions/${created.id}/custom_content?category=404`,
      headers: { host },
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await eop(coordinator)).statusCode).toBe(200);
  });
});
