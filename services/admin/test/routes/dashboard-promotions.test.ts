import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';
import { logActivity, otherPromotionUser, seededIds } from './dashboard-helpers';

describe('coordinator dashboard reads', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let other: Awaited<ReturnType<typeof otherPromotionUser>>;
  const get = async (email: string, url: string, host?: string) =>
    server.inject({ url, headers: clientHeaders(await signIn(server, email, host), host) });

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  // Each test starts from the seeded data and a user of another promotion.
  beforeEach(async () => {
    await resetData(server);
    ids = await seededIds(server);
    other = await otherPromotionUser(server);
  });

  describe('GET /api/promotions/grouped', () => {
    it('gives a coordinator their own promotion under its organization', async () => {
      const response = await get('coordinator@demo.test', '/api/promotions/grouped');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        {
          organization: { id: expect.any(Number), name: 'Demo Organization' },
          promotions: [
            {
              id: ids.demoId,
              name: 'Demo Promotion',
              subdomain: 'demo',
              is_launchpad: false,
              is_teams_enabled: true,
              is_eligibility_displayed: true,
            },
          ],
        },
      ]);
    });

    it('gives a super coordinator the assigned promotions, launchpad included', async () => {
      const response = await get('supercoordinator@demo.test', '/api/promotions/grouped');
      const [group] = response.json().data;
      expect(group.promotions.map((p: { name: string }) => p.name)).toEqual([
        'Demo Launchpad',
        'Demo Promotion',
      ]);
      expect(group.promotions[0].is_launchpad).toBe(true);
    });

    it("gives a reseller their organizations' promotions and a master every promotion", async () => {
      const reseller = await get('reseller@demo.test', '/api/promotions/grouped');
      expect(reseller.json().data).toHaveLength(1);
      expect(reseller.json().data[0].promotions).toHaveLength(2);
      const master = await get('master@wellness.test', '/api/promotions/grouped', DEFAULT_HOST);
      const names = master
        .json()
        .data.map((g: { organization: { name: string } }) => g.organization.name);
      expect(names).toEqual(['Demo Organization', 'Wellness Platform', 'No Organization']);
    });

    it('refuses participants, location coordinators and posters', async () => {
      for (const email of [
        'participant@demo.test',
        'locationcoordinator@demo.test',
        'poster@demo.test',
      ]) {
        expect((await get(email, '/api/promotions/grouped')).statusCode).toBe(403);
      }
    });
  });

  describe('GET /api/promotions/:promotion_id/summary', () => {
    it('answers the flags the tabs need and the welcome link on the promotion host', async () => {
      const response = await get('coordinator@demo.test', `/api/promotions/${ids.demoId}/summary`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: ids.demoId,
        is_launchpad: false,
        is_teams_enabled: true,
        is_eligibility_displayed: true,
        welcome_url: 'http://demo.localhost:8080/welcome',
      });
      expect(response.json().data.registration_starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('lets a super coordinator reach the launchpad but not a plain coordinator', async () => {
      const url = `/api/promotions/${ids.launchpadId}/summary`;
      const superUser = await get('supercoordinator@demo.test', url);
      expect(superUser.statusCode).toBe(200);
      expect(superUser.json().data).toMatchObject({
        is_launchpad: true,
        welcome_url: 'http://launchpad.localhost:8080/welcome',
      });
      const coordinator = await get('coordinator@demo.test', url);
      expect(coordinator.statusCode).toBe(404);
      expect(coordinator.json().errors).toEqual(['Promotion could not be found']);
    });

    it("answers 404 for another organization's promotion, even to a reseller", async () => {
      const url = `/api/promotions/${other.promotionId}/summary`;
      expect((await get('reseller@demo.test', url)).statusCode).toBe(404);
      expect((await get('supercoordinator@demo.test', url)).statusCode).toBe(404);
    });
  });

  describe('GET /api/promotions/:promotion_id/stats', () => {
    it("sums the promotion's logged days, points and activities by category", async () => {
      const pat = ids.userId('participant@demo.test');
      const sam = ids.userId('participant2@demo.test');
      await logActivity(server, pat, '2026-01-05', 'Take a 20-minute walk');
      await logActivity(server, pat, '2026-01-05', 'Eat five portions of fruit and vegetables');
      await logActivity(server, pat, '2026-01-06', 'Take a 20-minute walk');
      await logActivity(server, sam, '2026-01-06', 'Take the stairs');
      const [{ points }] = await server.db.query(
        'SELECT SUM(total_points) AS points FROM users WHERE promotion_id = ?',
        [ids.demoId],
      );

      const response = await get('coordinator@demo.test', `/api/promotions/${ids.demoId}/stats`);
      expect(response.statusCode).toBe(200);
      const stats = response.json().data;
      // User, Coordinator, Location and Regional Coordinator are the participant roles.
      expect(stats.participants).toBe(5);
      expect(stats.active_participants).toBe(2);
      expect(stats.days_logged).toBe(3);
      expect(stats.total_points).toBe(Number(points));
      expect(stats.activities_logged).toBe(4);
      expect(stats.activities_by_category.slice(0, 2)).toEqual([
        { name: 'Move', count: 3 },
        { name: 'Nourish', count: 1 },
      ]);
      expect(stats.participants_by_location).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Boston Office' })]),
      );
    });

    it('answers zeros for a promotion with no data', async () => {
      const response = await get(
        'supercoordinator@demo.test',
        `/api/promotions/${ids.launchpadId}/stats`,
      );
      expect(response.json().data).toMatchObject({
        participants: 0,
        days_logged: 0,
        total_points: 0,
        activities_by_category: [],
      });
    });

    it("answers 404 for another promotion's stats and 403 for a participant", async () => {
      expect(
        (await get('coordinator@demo.test', `/api/promotions/${other.promotionId}/stats`))
          .statusCode,
      ).toBe(404);
      expect(
        (await get('participant@demo.test', `/api/promotions/${ids.demoId}/stats`)).statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/promotions/:promotion_id/users', () => {
    it('lists the users with location, points, logged days and who the caller may manage', async () => {
      const patId = ids.userId('participant@demo.test');
      await logActivity(server, patId, '2026-01-05', 'Take a 20-minute walk');
      await logActivity(server, patId, '2026-01-06', 'Take a 20-minute walk');
      const response = await get(
        'coordinator@demo.test',
        `/api/promotions/${ids.demoId}/users?page_size=100`,
      );
      expect(response.statusCode).toBe(200);
      const rows = response.json().data;
      expect(response.json().meta.total_records).toBe(rows.length);
      const pat = rows.find((row: { email: string }) => row.email === 'participant@demo.test');
      expect(pat).toMatchObject({
        full_name: 'Pat Participant',
        role: 'User',
        days_logged: 2,
        last_logged_on: '2026-01-06',
        can_manage: true,
      });
      expect(pat.location_name).toEqual(expect.any(String));
      const manageable = Object.fromEntries(
        rows.map((row: { email: string; can_manage: boolean }) => [row.email, row.can_manage]),
      );
      expect(manageable).toMatchObject({
        'coordinator@demo.test': false,
        'supercoordinator@demo.test': false,
        'master@demo.test': false,
        'regionalcoordinator@demo.test': true,
      });
      expect(rows.some((row: { email: string }) => row.email === 'outsider@other.test')).toBe(
        false,
      );
    });

    it('finds users by name or email and pages', async () => {
      const url = `/api/promotions/${ids.demoId}/users`;
      const byName = await get('coordinator@demo.test', `${url}?term=pat%20part`);
      expect(byName.json().data.map((row: { email: string }) => row.email)).toEqual([
        'participant@demo.test',
      ]);
      const page = await get('coordinator@demo.test', `${url}?page_size=3&page=2`);
      expect(page.json().data).toHaveLength(3);
      expect(page.json().meta.total_records).toBe(10);
      const literal = await get('coordinator@demo.test', `${url}?term=%25`);
      expect(literal.json().data).toEqual([]);
    });

    it("answers 404 for another promotion's users", async () => {
      const response = await get(
        'coordinator@demo.test',
        `/api/promotions/${other.promotionId}/users`,
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/promotions/:promotion_id/teams', () => {
    it('is empty until teams exist', async () => {
      const response = await get('coordinator@demo.test', `/api/promotions/${ids.demoId}/teams`);
      expect(response.json().data).toEqual([]);
    });

    it('lists teams that are not deleted with leader, totals and average points', async () => {
      const members = ['participant@demo.test', 'participant2@demo.test'].map(ids.userId);
      await server.db.query('UPDATE users SET total_points = ? WHERE id = ?', [10, members[0]]);
      await server.db.query('UPDATE users SET total_points = ? WHERE id = ?', [5, members[1]]);
      await server.db.query(
        `INSERT INTO teams (promotion_id, name, status, completed_works_count) VALUES
          (?, 'Walkers', 1, 3), (?, 'Gone', 2, 0), (?, 'Other team', 1, 0)`,
        [ids.demoId, ids.demoId, other.promotionId],
      );
      const [walkers] = await server.db.query("SELECT id FROM teams WHERE name = 'Walkers'");
      await server.db.query(
        'INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, ?, 1), (?, ?, ?, 0)',
        [walkers.id, members[0], ids.demoId, walkers.id, members[1], ids.demoId],
      );

      const response = await get('coordinator@demo.test', `/api/promotions/${ids.demoId}/teams`);
      expect(response.json().data).toEqual([
        {
          id: Number(walkers.id),
          name: 'Walkers',
          status: 'official',
          leader: 'Pat Participant',
          member_count: 2,
          completed_works_count: 3,
          total_points: 15,
          avg_points: 7.5,
          members: [
            { id: members[0], full_name: 'Pat Participant', is_leader: true, total_points: 10 },
            { id: members[1], full_name: 'Sam Second', is_leader: false, total_points: 5 },
          ],
        },
      ]);
    });
  });

  describe('GET /api/promotions/:promotion_id/eligibilities', () => {
    it('lists identifiers, names, email and whether each is registered', async () => {
      await server.db.query("UPDATE eligibilities SET user_id = ? WHERE identifier = 'E1002'", [
        ids.userId('participant2@demo.test'),
      ]);
      const response = await get(
        'coordinator@demo.test',
        `/api/promotions/${ids.demoId}/eligibilities?page_size=0`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().meta.total_records).toBe(3);
      expect(
        response
          .json()
          .data.map((row: { identifier: string; registered: boolean }) => [
            row.identifier,
            row.registered,
          ]),
      ).toEqual([
        ['E1001', false],
        ['E1002', true],
        ['E1003', false],
      ]);
      expect(response.json().data[0]).toMatchObject({
        first_name: 'Ada',
        last_name: 'Eligible',
        email: 'e1001@demo.test',
      });
    });

    it("answers 404 for another promotion's list", async () => {
      const response = await get(
        'coordinator@demo.test',
        `/api/promotions/${other.promotionId}/eligibilities`,
      );
      expect(response.statusCode).toBe(404);
    });
  });
});
