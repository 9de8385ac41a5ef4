import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { activitiesVersionKey } from '@wellness/platform';
import { buildTestApp, clientHeaders, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { ActivitySchema } from '../../src/routes/schemas';
import { activityAdmin, participantApp, today } from '../helpers';

// Two apps and a fresh seed to start: slower than the default on a busy machine.
jest.setTimeout(120_000);

interface Shown {
  id: number;
  name: string;
  point_value: number;
  correct_answer?: string | null;
}

/**
 * The activity list kept serialized in each process (README, "Activities"): a copy serves
 * only while the list's version in Redis is the one it was read at, so a staff change made
 * through any replica shows on the next read of every replica; the week view's calendar is
 * read afresh on every call.
 */
describe('the activity list kept in each process', () => {
  let server: FastifyInstance;
  /** A second replica of the service: the same database and Redis, its own copies. */
  let replica: FastifyInstance;
  let participant: string;
  let participantOnReplica: string;
  let staffOnReplica: string;
  let admin: ReturnType<typeof activityAdmin>;
  let adminOnReplica: ReturnType<typeof activityAdmin>;

  beforeAll(async () => {
    server = await participantApp();
    replica = await buildTestApp(app);
    participant = await signIn(server, 'participant@demo.test');
    participantOnReplica = await signIn(replica, 'participant2@demo.test');
    staffOnReplica = await signIn(replica, 'supercoordinator@demo.test');
    admin = activityAdmin(server, await signIn(server, 'coordinator@demo.test'));
    adminOnReplica = activityAdmin(replica, staffOnReplica);
  });
  afterAll(async () => {
    await replica.close();
    await server.close();
  });

  const list = async (on: FastifyInstance, cookie: string, query = 'page_size=0') => {
    const response = await on.inject({
      url: `/api/promotions/2/activities?${query}`,
      headers: clientHeaders(cookie),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Shown[]; meta: { total_records: number } };
  };
  const named = async (on: FastifyInstance, cookie: string, id: number) =>
    (await list(on, cookie)).data.find((activity) => activity.id === id);
  /** Every copy read once: each replica holds the list for both audiences. */
  const readEverywhere = async () => {
    await list(server, participant);
    await list(replica, participantOnReplica);
    await list(replica, staffOnReplica);
  };

  it('answers each activity as its response schema gives it, the correct answer to staff only', async () => {
    const Strict = Type.Object(ActivitySchema.properties, { additionalProperties: false });
    for (const cookie of [participantOnReplica, staffOnReplica]) {
      // Twice: the first read fills this process's copy, the second is served from it.
      const [first, second] = [await list(replica, cookie), await list(replica, cookie)];
      expect(second).toEqual(first);
      expect(first.data.length).toBe(first.meta.total_records);
      for (const activity of first.data) expect(Value.Check(Strict, activity)).toBe(true);
    }
    const forStaff = (await list(replica, staffOnReplica)).data;
    const forParticipant = (await list(replica, participantOnReplica)).data;
    expect(forStaff.every((activity) => 'correct_answer' in activity)).toBe(true);
    expect(forParticipant.some((activity) => 'correct_answer' in activity)).toBe(false);
  });

  it('pages the kept list as it pages the rows', async () => {
    const all = (await list(server, participant)).data;
    const page = await list(server, participant, 'page_size=5&page=2');
    expect(page.meta.total_records).toBe(all.length);
    expect(page.data).toEqual(all.slice(5, 10));
  });

  it("shows a coordinator's change of an activity on the next read of every replica", async () => {
    const { data } = await list(server, participant);
    const quiz = data.find((activity) => activity.name === 'Take the stairs')!;
    const plain = data.find((activity) => activity.id !== quiz.id)!;
    await readEverywhere();

    const renamed = await admin.update(plain.id, { name: 'Take a brisk walk', point_value: 25 });
    expect(renamed.statusCode).toBe(200);
    for (const [on, cookie] of [
      [server, participant],
      [replica, participantOnReplica],
      [replica, staffOnReplica],
    ] as const) {
      expect(await named(on, cookie, plain.id)).toMatchObject({
        name: 'Take a brisk walk',
        point_value: 25,
      });
    }

    const answered = await admin.update(quiz.id, {
      question: 'How many steps a floor?',
      answers: ['10', '16', '30'],
      correct_answer: '16',
    });
    expect(answered.statusCode).toBe(200);
    expect(await named(replica, staffOnReplica, quiz.id)).toMatchObject({
      question: 'How many steps a floor?',
      answers: ['10', '16', '30'],
      correct_answer: '16',
    });
    expect(await named(replica, participantOnReplica, quiz.id)).not.toHaveProperty(
      'correct_answer',
    );
  });

  it('shows an activity created through one replica, and its deletion through the other, on the next read of each', async () => {
    await readEverywhere();
    const created = await adminOnReplica.create({ name: 'Stretch at noon', category: 'move' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(await named(server, participant, id)).toMatchObject({ name: 'Stretch at noon' });
    expect(await named(replica, participantOnReplica, id)).toMatchObject({
      name: 'Stretch at noon',
    });

    expect((await admin.send('DELETE', `/${id}`)).statusCode).toBe(200);
    expect(await named(replica, participantOnReplica, id)).toBeUndefined();
    expect(await named(replica, staffOnReplica, id)).toBeUndefined();
    expect(await named(server, participant, id)).toBeUndefined();
  });

  it('reads the list again once Redis has lost its version: a version is never given twice', async () => {
    const { data } = await list(server, participant);
    await readEverywhere();
    // Changed behind the services' back, then Redis emptied of the list's version.
    await server.db.query("UPDATE activities SET name = 'Renamed in SQL' WHERE id = ?", [
      data[0].id,
    ]);
    await server.redis.del(activitiesVersionKey(server.config.redisPrefix, 2));
    expect(await named(replica, participantOnReplica, data[0].id)).toMatchObject({
      name: 'Renamed in SQL',
    });
    expect(await named(server, participant, data[0].id)).toMatchObject({
      name: 'Renamed in SQL',
    });
  });

  it("shows a change of the promotion's calendar on the next week view of every replica", async () => {
    const week = async (on: FastifyInstance, cookie: string) =>
      on.inject({ url: '/api/entries?wk=1', headers: clientHeaders(cookie) });
    expect((await week(server, participant)).json().data).toHaveLength(5);
    expect((await week(replica, participantOnReplica)).json().data).toHaveLength(5);
    // As the admin service saves a new start (and the end that follows it).
    await server.db.query(
      'UPDATE promotions SET starts_on = CURDATE(), ends_on = CURDATE() + INTERVAL 55 DAY WHERE id = 2',
    );
    for (const [on, cookie] of [
      [server, participant],
      [replica, participantOnReplica],
    ] as const) {
      const shown = (await week(on, cookie)).json().data;
      expect(shown.map((entry: { recorded_on: string }) => entry.recorded_on)).toEqual([today()]);
    }
    await server.db.query('UPDATE promotions SET program_length = 7 WHERE id = 2');
    const weekTwo = await replica.inject({
      url: '/api/entries?wk=2',
      headers: clientHeaders(participantOnReplica),
    });
    expect([weekTwo.statusCode, weekTwo.json()]).toEqual([
      404,
      { errors: ['Week could not be found'] },
    ]);
  });
});
