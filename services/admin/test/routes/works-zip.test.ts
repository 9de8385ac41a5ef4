import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { zipEntries } from './zip-reader';

/** services/admin README "Works zip" (spec 3 s7 "Works' final images ... zipped"). */
describe('the works zip: GET /api/promotions/{id}/locations/{location_id}/works.zip', () => {
  let server: FastifyInstance;
  const place: Record<string, number> = {};
  const user: Record<string, number> = {};

  const zip = (cookie: string, promotionId: number, locationId: number) =>
    server.inject({
      url: `/api/promotions/${promotionId}/locations/${locationId}/works.zip`,
      headers: clientHeaders(cookie),
    });

  async function addWork(userId: number, completed: boolean) {
    const [image] = await server.db.query('SELECT id, style_id FROM style_images LIMIT 1');
    await server.db.query(
      `INSERT INTO works (promotion_id, user_id, style_id, style_image_id, segments_available,
         segments_revealed, completed) VALUES (2, ?, ?, ?, ?, ?, ?)`,
      [userId, image.style_id, image.id, completed ? 20 : 7, completed ? 20 : 7, completed],
    );
  }

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    for (const row of await server.db.query(
      'SELECT id, name FROM locations WHERE promotion_id = 2',
    )) {
      place[row.name] = Number(row.id);
    }
    for (const row of await server.db.query(
      "SELECT id, email FROM users WHERE promotion_id = 2 AND email LIKE '%@demo.test'",
    )) {
      user[row.email.split('@')[0]] = Number(row.id);
    }
    const moveTo = (name: string, location: string | null) =>
      server.db.query('UPDATE users SET location_id = ? WHERE id = ?', [
        location === null ? null : place[location],
        user[name],
      ]);
    await moveTo('participant', 'Boston Office');
    await moveTo('participant2', 'Chicago Office');
    await moveTo('locationcoordinator', 'Boston Office');
    await moveTo('regionalcoordinator', 'Chicago Office');
    await moveTo('tutorial', null);
    await server.db.query('UPDATE users SET first_name = ? WHERE id = ?', [
      'Sam/../x',
      user.participant2,
    ]);
    await server.db.query('DELETE FROM works WHERE promotion_id = 2');
    await addWork(user.participant, true);
    await addWork(user.participant2, true);
    await addWork(user.participant, true);
    await addWork(user.participant, false);
    await addWork(user.tutorial, true);
  });
  afterAll(() => server.close());

  it("zips a region's finished works at full size, numbered, in a folder per office", async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const response = await zip(coordinator, 2, place['North Region']);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Sustain.zip"');
    expect(response.headers['x-total-works']).toBe('3');
    const entries = zipEntries(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      'Boston Office/0001 - Pat Participant.png',
      'Chicago Office/0002 - Sam_.._x Second.png',
      'Boston Office/0003 - Pat Participant.png',
    ]);
    const picture = await sharp(entries[0].data).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 800, 1000]);
    // An unzip tool reads it too, every entry's checksum right.
    const file = path.join(tmpdir(), `works-${process.pid}.zip`);
    await writeFile(file, response.rawPayload);
    try {
      expect(execFileSync('unzip', ['-tq', file], { encoding: 'utf8' })).toMatch(/^No errors/);
    } finally {
      await rm(file);
    }
  });

  it('gives the participants without a location as "No Location" (location 0)', async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const response = await zip(coordinator, 2, 0);
    expect(response.statusCode).toBe(200);
    expect(zipEntries(response.rawPayload).map((entry) => entry.name)).toEqual([
      'No Location/0001 - Tui Tutorial.png',
    ]);
  });

  it('answers a location without finished works in words', async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const response = await zip(coordinator, 2, place['Austin Office']);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['This location has no finished works yet.'] });
  });

  it('gives a Location Coordinator their own office only', async () => {
    const cookie = await signIn(server, 'locationcoordinator@demo.test');
    expect((await zip(cookie, 2, place['Boston Office'])).statusCode).toBe(200);
    for (const other of [place['Chicago Office'], place['North Region'], 0]) {
      const response = await zip(cookie, 2, other);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: ['You are not allowed to do that.'] });
    }
  });

  it("gives a Regional Coordinator their region's locations only", async () => {
    const cookie = await signIn(server, 'regionalcoordinator@demo.test');
    expect((await zip(cookie, 2, place['Boston Office'])).statusCode).toBe(200);
    expect((await zip(cookie, 2, place['North Region'])).statusCode).toBe(200);
    expect((await zip(cookie, 2, place['South Region'])).statusCode).toBe(403);
  });

  it('refuses participants, other promotions and their locations', async () => {
    const participant = await signIn(server, 'participant@demo.test');
    expect((await zip(participant, 2, place['Boston Office'])).statusCode).toBe(403);
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const elsewhere = await zip(coordinator, 3, place['Boston Office']);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ errors: ['Promotion could not be found'] });
    const { insertId } = await server.db.query(
      "INSERT INTO locations (promotion_id, name, level) VALUES (3, 'Far Office', 1)",
    );
    const foreign = await zip(coordinator, 2, insertId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: ['Location could not be found'] });
    expect(
      (
        await server.inject({
          url: `/api/promotions/2/locations/0/works.zip`,
          headers: clientHeaders(),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("the dashboard's CSV exports: GET /api/promotions/{id}/export/entries|stats", () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
  });
  afterAll(() => server.close());

  it("streams a managed promotion's CSV with its row count for the progress bar", async () => {
    const master = await signIn(server, 'master@demo.test');
    const users = await server.db.query('SELECT COUNT(*) AS n FROM users WHERE promotion_id = 2');
    const response = await server.inject({
      url: '/api/promotions/2/export/stats',
      headers: clientHeaders(master),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="stats-demo.csv"');
    expect(response.headers['x-total-rows']).toBe(String(users[0].n));
    expect(response.body.trim().split('\r\n')).toHaveLength(Number(users[0].n) + 1);
  });

  it('refuses a promotion the coordinator does not manage', async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const response = await server.inject({
      url: '/api/promotions/3/export/entries',
      headers: clientHeaders(coordinator),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Promotion could not be found'] });
  });
});
