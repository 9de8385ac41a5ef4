import type { FastifyInstance } from 'fastify';
import { signIn } from '@wellness/platform/testing';
import { participantApp, userIdOf } from '../helpers';
import { befriend, board, placeAt, setPoints, shown } from '../leaderboard-fixtures';

// A fresh seed to start: slower than the default on a busy machine.
jest.setTimeout(120_000);

/** Spec 1 s7 `location`: a location's own boards (README, "Leaderboards"). */
describe('the location filter of the leaderboards', () => {
  let server: FastifyInstance;
  const as: Record<string, string> = {};
  const place: Record<string, number> = {};
  beforeAll(async () => {
    server = await participantApp();
    await setPoints(server, {
      'participant@demo.test': 30,
      'participant2@demo.test': 20,
      'coordinator@demo.test': 20,
      'locationcoordinator@demo.test': 10,
      'regionalcoordinator@demo.test': 5,
    });
    await server.db.query(
      "UPDATE users SET opted_in_individual_leaderboard = 0 WHERE email = 'regionalcoordinator@demo.test'",
    );
    await placeAt(server, 'participant@demo.test', 'Boston Office');
    await placeAt(server, 'participant2@demo.test', 'Austin Office');
    await placeAt(server, 'coordinator@demo.test', 'North Region');
    await placeAt(server, 'locationcoordinator@demo.test', 'Chicago Office');
    await placeAt(server, 'regionalcoordinator@demo.test', 'Austin Office');
    await befriend(server, 'participant@demo.test', 'participant2@demo.test');
    const rows: Array<{ id: number; name: string }> = await server.db.query(
      'SELECT id, name FROM locations WHERE promotion_id = 2',
    );
    for (const row of rows) place[row.name] = Number(row.id);
    for (const who of ['participant', 'participant2', 'coordinator']) {
      as[who] = await signIn(server, `${who}@demo.test`);
    }
  });
  afterAll(() => server.close());

  it('ranks the people at or below a location among themselves, with the caller’s rank', async () => {
    const north = await board(
      server,
      as.participant,
      `leaderboard?location=${place['North Region']}`,
    );
    expect(shown(north.data)).toEqual([
      ['Pat Participant', 30, 1],
      ['Cora Coordinator', 20, 2],
      ['Lou Location', 10, 3],
    ]);
    expect(north.meta).toEqual({
      total_records: 3,
      page_size: 50,
      me: { id: await userIdOf(server, 'participant@demo.test'), rank: 1, score: 30 },
    });
    const boston = await board(
      server,
      as.coordinator,
      `leaderboard?location=${place['Boston Office']}`,
    );
    expect(shown(boston.data)).toEqual([['Pat Participant', 30, 1]]);
    // Cora is in North Region itself, not below Boston: no rank of her own here.
    expect(boston.meta.me).toBeNull();
    // Searching a location's board keeps its ranks; paging too.
    const found = await board(
      server,
      as.participant,
      `leaderboard?location=${place['North Region']}&search=LOU`,
    );
    expect(shown(found.data)).toEqual([['Lou Location', 10, 3]]);
    const second = await board(
      server,
      as.participant,
      `leaderboard?location=${place['North Region']}&page_size=2&page=2`,
    );
    expect(shown(second.data)).toEqual([['Lou Location', 10, 3]]);
    expect(second.meta.total_records).toBe(3);
  });

  it('ranks a location’s children by their people’s points, marking the caller’s', async () => {
    const north = await board(
      server,
      as.participant,
      `location_leaderboard?location=${place['North Region']}`,
    );
    expect(shown(north.data)).toEqual([
      ['Boston Office', 30, 1],
      ['Chicago Office', 10, 2],
    ]);
    expect(north.meta.me).toEqual({ id: place['Boston Office'], rank: 1, score: 30 });
    // Opted out of the individual board or not, everyone's points count (Reggie's 5).
    const south = await board(
      server,
      as.participant2,
      `location_leaderboard?location=${place['South Region']}`,
    );
    expect(shown(south.data)).toEqual([['Austin Office', 25, 1]]);
    expect(south.meta.me).toEqual({ id: place['Austin Office'], rank: 1, score: 25 });
    // An office has no children; Cora (at North Region itself) has no child of her own.
    const office = await board(
      server,
      as.participant,
      `location_leaderboard?location=${place['Boston Office']}`,
    );
    expect(office.data).toEqual([]);
    const cora = await board(
      server,
      as.coordinator,
      `location_leaderboard?location=${place['North Region']}`,
    );
    expect(cora.meta.me).toBeNull();
  });

  it('filters the friends board by location, keeping its ranks and friend count', async () => {
    const patId = await userIdOf(server, 'participant@demo.test');
    const all = await board(server, as.participant, `leaderboard?friends_of=${patId}`);
    expect(shown(all.data)).toEqual([
      ['Pat Participant', 30, 1],
      ['Sam Second', 20, 2],
    ]);
    const south = await board(
      server,
      as.participant,
      `leaderboard?friends_of=${patId}&location=${place['South Region']}`,
    );
    expect(shown(south.data)).toEqual([['Sam Second', 20, 2]]);
    expect(south.meta).toMatchObject({ total_records: 1, friends: 1 });
  });

  it('answers 404 for a location that is not the promotion’s, 400 for one that is no id', async () => {
    for (const path of ['leaderboard', 'location_leaderboard']) {
      const missing = await board(server, as.participant, `${path}?location=999999`);
      expect(missing).toEqual({ status: 404, errors: ['Location could not be found'] });
      expect((await board(server, as.participant, `${path}?location=north`)).status).toBe(400);
    }
    const other = await server.db.query(
      "INSERT INTO locations (promotion_id, name, level) VALUES (1, 'Elsewhere', 1)",
    );
    const elsewhere = await board(server, as.participant, `leaderboard?location=${other.insertId}`);
    expect(elsewhere.status).toBe(404);
  });
});
