import type { FastifyInstance } from 'fastify';
import { emptyWalls, wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

/**
 * Spec 2 s2 go.u.wallexpert.walls: the expert wall's selector of other promotions' walls. A
 * Poster reaches the promotions of their organization (the demo and its launchpad), a Master
 * every promotion; nobody else reaches another promotion's wall (README "Expert walls").
 */
describe('expert walls: which promotions a poster or master reads, posts to and moderates', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  let launchpad: number;
  let launchpadUser: number;
  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
    [{ id: launchpad }] = await server.db.query(
      "SELECT id FROM promotions WHERE subdomain = 'launchpad'",
    );
    launchpad = Number(launchpad);
    const user = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name)
       SELECT ?, 'lena@launchpad.test', password_hash, 'Lena', 'Launch' FROM users WHERE id = ?`,
      [launchpad, actors.author.id],
    );
    launchpadUser = Number(user.insertId);
  });
  afterAll(() => server.close());
  beforeEach(() => emptyWalls(server));

  const launchpadPost = async (content: string, flagged = false) =>
    Number(
      (
        await server.db.query(
          "INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, is_flagged, flagged_by) VALUES (?, ?, ?, 'Promotion', ?, ?, ?)",
          [launchpad, launchpadUser, content, launchpad, flagged, flagged ? launchpadUser : null],
        )
      ).insertId,
    );
  const launchpadWall = () =>
    `/api/posts?wallable_type=Promotion&wallable_id=${launchpad}&filter=all`;

  it('lists the walls the selector offers: the organization for a poster, everything for a master', async () => {
    const walls = async (who: keyof WallActors) => {
      const response = await wall.call(actors[who], 'GET', '/api/wall_expert/walls');
      return { status: response.statusCode, body: response.json() };
    };
    expect((await walls('poster')).body.data).toEqual([
      { id: 2, program_name: 'Healthy Habits Challenge', subdomain: 'demo' },
      { id: launchpad, program_name: 'Launchpad', subdomain: 'launchpad' },
    ]);
    const master = (await walls('master')).body.data.map((w: { id: number }) => w.id);
    expect(master).toEqual(expect.arrayContaining([1, 2, launchpad]));
    for (const who of ['author', 'coordinator', 'expert'] as const)
      expect((await walls(who)).status).toBe(403);
  });

  it("lets a poster read, post to and moderate another of the organization's walls", async () => {
    const publish = jest.spyOn(server.events, 'publish');
    const flagged = await launchpadPost('Reported on the launchpad', true);
    await launchpadPost('Hello launchpad');

    const read = await wall.call(actors.poster, 'GET', launchpadWall());
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((p: { content: string }) => p.content)).toEqual([
      'Hello launchpad',
      'Reported on the launchpad',
    ]);

    const posted = await wall.call(actors.poster, 'POST', '/api/posts', {
      content: 'Tips from your wellness expert',
      wallable_type: 'Promotion',
      wallable_id: launchpad,
    });
    expect(posted.statusCode).toBe(201);
    const [row] = await server.db.query(
      'SELECT promotion_id, wallable_id FROM posts WHERE id = ?',
      [posted.json().data.id],
    );
    expect(row).toEqual({ promotion_id: launchpad, wallable_id: launchpad });
    // Announced on the launchpad's channel, not the demo's.
    const [{ websocket_channel: channel }] = await server.db.query(
      'SELECT websocket_channel FROM promotions WHERE id = ?',
      [launchpad],
    );
    expect(publish).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'newPostCreated',
        promotion_id: launchpad,
        audience: { kind: 'promotion', id: channel },
      }),
    );
    // A comment on a launchpad post, read back through the post's comment list.
    const comment = await wall.call(actors.poster, 'POST', '/api/posts', {
      content: 'Well done!',
      parent_post_id: flagged,
    });
    expect(comment.statusCode).toBe(201);
    const comments = await wall.call(
      actors.poster,
      'GET',
      `/api/posts?wallable_type=Post&wallable_id=${flagged}`,
    );
    expect(comments.json().data.map((p: { content: string }) => p.content)).toEqual(['Well done!']);

    const unreported = await wall.call(actors.poster, 'PUT', `/api/posts/${flagged}`, {
      is_flagged: false,
    });
    expect(unreported.statusCode).toBe(200);
    expect(unreported.json().data.is_flagged).toBe(false);
    expect((await wall.call(actors.poster, 'DELETE', `/api/posts/${flagged}`)).statusCode).toBe(
      200,
    );
    expect(await server.db.query('SELECT id FROM posts WHERE id = ?', [flagged])).toEqual([]);
  });

  it("refuses another organization's wall to a poster, and every other wall to participants", async () => {
    const onDefault = await wall.call(actors.poster, 'POST', '/api/posts', {
      content: 'Hello',
      wallable_type: 'Promotion',
      wallable_id: 1,
    });
    expect(onDefault.statusCode).toBe(404);
    expect(onDefault.json()).toEqual({ errors: ['Wall could not be found'] });
    const readDefault = await wall.call(
      actors.poster,
      'GET',
      '/api/posts?wallable_type=Promotion&wallable_id=1',
    );
    expect(readDefault.statusCode).toBe(404);

    const post = await launchpadPost('Only for the launchpad', true);
    for (const who of ['author', 'coordinator'] as const) {
      const read = await wall.call(actors[who], 'GET', launchpadWall());
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ errors: ['Wall could not be found'] });
      expect((await wall.call(actors[who], 'GET', `/api/posts/${post}`)).statusCode).toBe(404);
      expect(
        (
          await wall.call(actors[who], 'POST', '/api/posts', {
            content: 'Hi',
            wallable_type: 'Promotion',
            wallable_id: launchpad,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await wall.call(actors[who], 'POST', '/api/posts', {
            content: 'Hi',
            parent_post_id: post,
          })
        ).statusCode,
      ).toBe(404);
      expect((await wall.call(actors[who], 'DELETE', `/api/posts/${post}`)).statusCode).toBe(404);
    }
    const [row] = await server.db.query('SELECT is_flagged FROM posts WHERE id = ?', [post]);
    expect(Boolean(row.is_flagged)).toBe(true);
    expect(await server.db.query('SELECT id FROM posts WHERE parent_post_id = ?', [post])).toEqual(
      [],
    );
  });

  it("lets a master post to any promotion's wall", async () => {
    const posted = await wall.call(actors.master, 'POST', '/api/posts', {
      content: 'From the platform team',
      wallable_type: 'Promotion',
      wallable_id: 1,
    });
    expect(posted.statusCode).toBe(201);
    const read = await wall.call(
      actors.master,
      'GET',
      '/api/posts?wallable_type=Promotion&wallable_id=1',
    );
    expect(read.json().data.map((p: { content: string }) => p.content)).toEqual([
      'From the platform team',
    ]);
  });
});
