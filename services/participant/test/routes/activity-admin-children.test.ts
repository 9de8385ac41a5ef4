import type { FastifyInstance } from 'fastify';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { activityAdminApp, demoActivity, firstError, today } from '../helpers';
import type { activityAdmin } from '../helpers';

describe('activity administration: child activities and DELETE', () => {
  let server: FastifyInstance;
  let staff: string;
  let send: ReturnType<typeof activityAdmin>['send'];
  let create: ReturnType<typeof activityAdmin>['create'];
  let update: ReturnType<typeof activityAdmin>['update'];
  beforeAll(async () => {
    ({ server, staff, send, create, update } = await activityAdminApp());
  });
  afterAll(() => server.close());

  describe('child activities', () => {
    // Each test has its own parent activity, and creates the children it needs.
    let parent: { id: number; name: string };
    beforeEach(async () => {
      parent = (
        await create({
          name: 'Walk at lunch',
          category: 'move',
          point_value: 8,
          is_one_time: false,
          week_available: 2,
        })
      ).json().data;
    });
    const createChild = async (fields: object = {}) => {
      const response = await create({ parent_activity_id: parent.id, ...fields });
      if (response.statusCode !== 201) throw new Error(`child not created: ${response.body}`);
      return response.json().data as { id: number };
    };

    it("copies its parent's fields and keeps its own week and sequence", async () => {
      const response = await create({
        parent_activity_id: parent.id,
        week_available: 4,
        sequence: 2,
      });
      expect(response.statusCode).toBe(201);
      const child = response.json().data;
      expect(child).toMatchObject({
        parent_activity_id: parent.id,
        name: 'Walk at lunch',
        category: 'move',
        point_value: 8,
        week_available: 4,
        sequence: 2,
      });
    });

    it("accepts the parent's own values back, refuses any other field", async () => {
      const child = await createChild({ week_available: 4, sequence: 2 });
      expect(
        (
          await create({
            parent_activity_id: parent.id,
            name: 'Walk at lunch',
            category: 'move',
            week_available: 5,
          })
        ).statusCode,
      ).toBe(201);
      const message = 'A child activity may only change its sequence and week.';
      expect(
        await firstError(create({ parent_activity_id: parent.id, name: 'Other walk' })),
      ).toEqual([422, message]);
      expect(await firstError(update(child.id, { point_value: 100 }))).toEqual([422, message]);
      expect(await firstError(update(child.id, { multiplier: 2 }))).toEqual([422, message]);
      const moved = await update(child.id, {
        week_available: 6,
        sequence: 3,
        name: 'Walk at lunch',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data).toMatchObject({
        week_available: 6,
        sequence: 3,
        name: 'Walk at lunch',
      });
    });

    it('follows changes of its parent', async () => {
      const child = await createChild({ week_available: 6, sequence: 3 });
      await update(parent.id, { name: 'Walk after lunch', point_value: 9 });
      const list = await server.inject({
        url: '/api/promotions/2/activities?page_size=0',
        headers: clientHeaders(staff),
      });
      const copy = list.json().data.find((a: { id: number }) => a.id === child.id);
      expect(copy).toMatchObject({ name: 'Walk after lunch', point_value: 9, week_available: 6 });
    });

    it('refuses a child of a child, an unknown parent and a changed parent', async () => {
      const child = await createChild();
      expect(await firstError(create({ parent_activity_id: child.id }))).toEqual([
        422,
        'A child activity cannot be the parent of another activity.',
      ]);
      expect(await firstError(create({ parent_activity_id: 999_999 }))).toEqual([
        422,
        'Parent activity could not be found',
      ]);
      const other = await demoActivity(server, 'parent_activity_id IS NULL');
      expect(await firstError(update(child.id, { parent_activity_id: other.id }))).toEqual([
        422,
        "An activity's parent cannot be changed.",
      ]);
    });

    it('keeps a parent with children from being deleted', async () => {
      await createChild();
      expect(await firstError(send('DELETE', `/${parent.id}`))).toEqual([
        409,
        'This activity has child activities and cannot be deleted.',
      ]);
    });
  });

  describe('delete', () => {
    it('deletes an activity nobody logged, with its bookmarks', async () => {
      const created = (await create({ name: 'Short-lived', category: 'rest' })).json().data;
      const participant = await signIn(server, 'participant2@demo.test');
      const [{ id: userId }] = await server.db.query(
        "SELECT id FROM users WHERE email = 'participant2@demo.test'",
      );
      await server.inject({
        method: 'POST',
        url: `/api/users/${userId}/user_activities`,
        headers: clientHeaders(participant),
        payload: { activity_id: created.id, is_active: true },
      });
      const response = await send('DELETE', `/${created.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: null, meta: {} });
      const [{ n }] = await server.db.query(
        'SELECT COUNT(*) AS n FROM user_activities WHERE activity_id = ?',
        [created.id],
      );
      expect(Number(n)).toBe(0);
      expect((await send('DELETE', `/${created.id}`)).statusCode).toBe(404);
    });

    it('refuses to delete a logged activity or an answered quiz with 409', async () => {
      const participant = await signIn(server, 'participant2@demo.test');
      const walk = await demoActivity(server, "name = 'Take a 20-minute walk'");
      await server.inject({
        method: 'POST',
        url: `/api/entries/${today()}/entry_activities`,
        headers: clientHeaders(participant),
        payload: { activity_id: walk.id, feels_value: 1 },
      });
      expect(await firstError(send('DELETE', `/${walk.id}`))).toEqual([
        409,
        'This activity has been logged and cannot be deleted.',
      ]);
      const stairs = await demoActivity(server, "name = 'Take the stairs'");
      await server.inject({
        method: 'POST',
        url: '/api/check_answer',
        headers: clientHeaders(participant),
        payload: { activity_id: stairs.id, answer_idx: stairs.correctIdx },
      });
      expect(await firstError(send('DELETE', `/${stairs.id}`))).toEqual([
        409,
        "This activity's quiz has been answered; it cannot be deleted.",
      ]);
    });
  });
});
