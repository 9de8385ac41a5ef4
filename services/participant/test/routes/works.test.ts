import type { FastifyInstance } from 'fastify';
import { listenToEvents, resetData, signIn } from '@wellness/platform/testing';
import { participantApp, userIdOf } from '../helpers';
import { logPlan, logRange, worksClient } from '../works-helpers';

describe('works: segments earned by logging, /api/works', () => {
  let server: FastifyInstance;
  let me: ReturnType<typeof worksClient>;
  let plan: Awaited<ReturnType<typeof logPlan>>;
  let mountains: number;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    me = worksClient(server, await signIn(server, 'participant@demo.test'));
    plan = await logPlan(server);
    mountains = (await me.styles())[0].id;
  });

  it("offers the styles whose week has begun in 'Select Category' (week 1: Mountains)", async () => {
    expect(await me.styles()).toEqual([
      { id: mountains, name: 'Mountains', category: 'Landscape', week: 1 },
    ]);
    const [{ id: meadows }] = await server.db.query(
      "SELECT id FROM work_styles WHERE name = 'Meadows'",
    );
    const later = await me.start(Number(meadows));
    expect([later.statusCode, later.json()]).toEqual([
      422,
      { errors: ['This style is not available yet.'] },
    ]);
    const [{ id: circles }] = await server.db.query(
      "SELECT id FROM work_styles WHERE name = 'Circles'",
    );
    expect((await me.start(Number(circles))).statusCode).toBe(404); // another collection's
  });

  it('banks the segments earned without a work and starts the next work with them', async () => {
    await logRange(me, plan, 0, 3);
    expect(await me.current()).toBeNull();
    const started = await me.start(mountains);
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toMatchObject({
      style: { name: 'Mountains' },
      style_image: { title: 'Morning Ridge' },
      segments_available: 3,
      segments_revealed: 0,
      completed: false,
      user_completed: false,
      final_download_url: null,
    });
    expect((await me.start(mountains)).json()).toEqual({
      errors: ['You already have a current work.'],
    });
  });

  it('earns one segment per logged activity and tells the user live (userWorkUpdated)', async () => {
    const { id } = (await me.start(mountains)).json().data;
    const events = await listenToEvents(server);
    await logRange(me, plan, 0, 2);
    const received = (await events.stop()).filter((e) => e.type === 'userWorkUpdated');
    const userId = await userIdOf(server, 'participant@demo.test');
    expect(
      received.map((e) => [
        e.audience,
        (e.payload as { segments_available: number }).segments_available,
      ]),
    ).toEqual([
      [{ kind: 'user', id: userId }, 1],
      [{ kind: 'user', id: userId }, 2],
    ]);
    expect(await me.current()).toMatchObject({ id, segments_available: 2 });
  });

  it('takes nothing back on unlog, and logging the same again earns nothing new', async () => {
    await me.start(mountains);
    await logRange(me, plan, 0, 2);
    const { day, activityId } = plan(1);
    expect((await me.unlog(day, activityId)).statusCode).toBe(200);
    expect((await me.current()).segments_available).toBe(2);
    await me.log(day, activityId);
    expect((await me.current()).segments_available).toBe(2);
    await logRange(me, plan, 2, 3);
    expect((await me.current()).segments_available).toBe(3);
  });

  it('completes the image at 20 segments and banks what comes after for the next work', async () => {
    await me.start(mountains);
    await logRange(me, plan, 0, 21);
    expect(await me.current()).toMatchObject({ segments_available: 20, completed: true });
    const [{ segments_banked }] = await server.db.query(
      "SELECT segments_banked FROM users WHERE email = 'participant@demo.test'",
    );
    expect(segments_banked).toBe(1);
  });

  it('never over-counts parallel logs: one segment for each log that succeeded', async () => {
    await me.start(mountains);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => plan(index)).map(({ day, activityId }) =>
        me.log(day, activityId),
      ),
    );
    const logged = responses.filter((r) => r.statusCode === 201).length;
    expect(logged).toBe(12);
    // Again, the same twelve at once: all refused as taken, no segment.
    const again = await Promise.all(
      Array.from({ length: 12 }, (_, index) => plan(index)).map(({ day, activityId }) =>
        me.log(day, activityId),
      ),
    );
    expect(again.every((r) => r.statusCode === 422)).toBe(true);
    expect((await me.current()).segments_available).toBe(12);
  });

  it('lets one of two racing starts win', async () => {
    const [a, b] = await Promise.all([me.start(mountains), me.start(mountains)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [{ works }] = await server.db.query('SELECT COUNT(*) AS works FROM works');
    expect(Number(works)).toBe(1);
  });

  it('gives masters no current work', async () => {
    const master = worksClient(server, await signIn(server, 'master@demo.test'));
    const refused = await master.start(mountains);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { errors: ['You are not allowed to do that.'] },
    ]);
    expect(await master.current()).toBeNull();
  });

  it('reveals only earned segments and never moves the count back', async () => {
    const { id } = (await me.start(mountains)).json().data;
    await logRange(me, plan, 0, 4);
    const tooMany = await me.reveal(id, 5);
    expect([tooMany.statusCode, tooMany.json()]).toEqual([
      422,
      { errors: ['You have not earned that many segments yet.'] },
    ]);
    expect((await me.reveal(id, 4)).json().data).toMatchObject({
      segments_revealed: 4,
      image_url: `/api/works/${id}/image?segments=4`,
    });
    expect((await me.reveal(id, 2)).json().data.segments_revealed).toBe(4);
    const other = worksClient(server, await signIn(server, 'participant2@demo.test'));
    expect((await other.reveal(id, 4)).statusCode).toBe(404);
  });
});
