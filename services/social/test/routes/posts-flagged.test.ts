import type { FastifyInstance } from 'fastify';
import { actor, emptyWalls, wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

/** The coordinator dashboard's Flagged Posts tab (spec 3): GET /api/posts?flagged=true. */
describe('flagged posts list: GET /api/posts?flagged=true', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;

  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
  });
  afterAll(() => server.close());
  // Each test starts from empty walls.
  beforeEach(() => emptyWalls(server));

  /** A post and a comment flagged by another participant, and a post nobody flagged. */
  const flagPostAndComment = async () => {
    const post = await wall.post(actors.author, { content: 'Flag me' });
    await wall.post(actors.author, { content: 'Leave me' });
    const comment = await wall.post(actors.author, {
      content: 'Flag this comment',
      parent_post_id: post.id,
    });
    const flagged = [];
    for (const id of [post.id, comment.id]) {
      flagged.push(await wall.call(actors.other, 'PUT', `/api/posts/${id}`, { is_flagged: true }));
    }
    return { post, flagged };
  };

  it("lists the promotion's flagged posts and comments, newest first, with author and reporter", async () => {
    const { post, flagged } = await flagPostAndComment();
    expect(flagged.map((response) => response.statusCode)).toEqual([200, 200]);
    const reporter = actors.other;

    const list = await wall.wall(actors.coordinator, '?flagged=true&page_size=0');
    expect(list.data.map((row) => row.content)).toEqual(['Flag this comment', 'Flag me']);
    expect(list.meta.total_records).toBe(2);
    expect(list.data[0]).toMatchObject({
      depth: 1,
      parent_post_id: post.id,
      user: { profile: { full_name: 'Pat Participant' } },
      reporter: { id: reporter.id, full_name: 'Sam Second' },
      can_unreport: true,
      can_delete: true,
    });
  });

  it('gives the same list to a master and a super coordinator of the promotion', async () => {
    await flagPostAndComment();
    const master = await wall.wall(actors.master, '?flagged=true');
    expect(master.data).toHaveLength(2);
    const superCoordinator = await actor(server, 'super', 'supercoordinator@demo.test');
    expect((await wall.wall(superCoordinator, '?flagged=true')).data).toHaveLength(2);
  });

  it('drops a post from the list once a coordinator unreports it', async () => {
    await flagPostAndComment();
    const [first] = (await wall.wall(actors.coordinator, '?flagged=true')).data;
    await wall.call(actors.coordinator, 'PUT', `/api/posts/${first.id}`, { is_flagged: false });
    const list = await wall.wall(actors.coordinator, '?flagged=true');
    expect(list.data.map((row) => row.content)).toEqual(['Flag me']);
  });

  it('refuses participants and posters with 403', async () => {
    for (const who of [actors.author, actors.other, actors.poster]) {
      const response = await wall.call(who, 'GET', '/api/posts?flagged=true');
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual(['You are not allowed to do that.']);
    }
  });

  it("never shows another promotion's flagged posts unless asked for one the caller manages", async () => {
    const outsider = await wall.call(actors.outsider, 'GET', '/api/posts?flagged=true');
    expect(outsider.statusCode).toBe(403);
    // The default promotion's master sees their own promotion's list (empty) by default.
    const master = await actor(server, 'master', 'master@wellness.test', 'www.localhost:8080');
    const own = await wall.call(master, 'GET', '/api/posts?flagged=true');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([]);
  });

  describe('a super user moderating a promotion they manage (the launchpad)', () => {
    let authorId: number;
    let launchpadPosts: number[];

    beforeAll(async () => {
      const [{ id: launchpad }] = await server.db.query(
        "SELECT id FROM promotions WHERE subdomain = 'launchpad'",
      );
      const author = await server.db.query(
        "INSERT INTO users (promotion_id, email, password_hash, first_name, last_name) VALUES (?, 'lp@demo.test', 'x', 'Lena', 'Launch')",
        [launchpad],
      );
      authorId = Number(author.insertId);
    });
    // Each test starts with two flagged posts on the launchpad's wall (after emptyWalls).
    beforeEach(async () => {
      const [{ id: launchpad }] = await server.db.query(
        "SELECT id FROM promotions WHERE subdomain = 'launchpad'",
      );
      launchpadPosts = [];
      for (const content of ['Launchpad flagged one', 'Launchpad flagged two']) {
        const post = await server.db.query(
          "INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, is_flagged, flagged_by) VALUES (?, ?, ?, 'Promotion', ?, TRUE, ?)",
          [launchpad, authorId, content, launchpad, authorId],
        );
        launchpadPosts.push(Number(post.insertId));
      }
    });

    const launchpadId = async () =>
      Number(
        (await server.db.query("SELECT id FROM promotions WHERE subdomain = 'launchpad'"))[0].id,
      );

    it('lists, unreports and deletes its flagged posts', async () => {
      const superCoordinator = await actor(server, 'super', 'supercoordinator@demo.test');
      const query = `?flagged=true&page_size=0&promotion_id=${await launchpadId()}`;
      const list = await wall.wall(superCoordinator, query);
      expect(list.data.map((row) => row.content)).toEqual([
        'Launchpad flagged two',
        'Launchpad flagged one',
      ]);
      const [two, one] = launchpadPosts.slice().reverse();
      const unreported = await wall.call(superCoordinator, 'PUT', `/api/posts/${two}`, {
        is_flagged: false,
      });
      expect(unreported.statusCode).toBe(200);
      expect(unreported.json().data.is_flagged).toBe(false);
      expect((await wall.call(superCoordinator, 'DELETE', `/api/posts/${one}`)).statusCode).toBe(
        200,
      );
      expect((await wall.wall(superCoordinator, query)).data).toEqual([]);
    });

    it('refuses a coordinator who does not manage it: the list and the posts are not found', async () => {
      const query = `/api/posts?flagged=true&promotion_id=${await launchpadId()}`;
      const list = await wall.call(actors.coordinator, 'GET', query);
      expect(list.statusCode).toBe(404);
      const post = await server.db.query(
        "INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, is_flagged) SELECT promotion_id, id, 'Not yours', 'Promotion', promotion_id, TRUE FROM users WHERE email = 'lp@demo.test'",
      );
      const id = Number(post.insertId);
      const unreport = await wall.call(actors.coordinator, 'PUT', `/api/posts/${id}`, {
        is_flagged: false,
      });
      expect(unreport.statusCode).toBe(404);
      expect((await wall.call(actors.coordinator, 'DELETE', `/api/posts/${id}`)).statusCode).toBe(
        404,
      );
      const [row] = await server.db.query('SELECT is_flagged FROM posts WHERE id = ?', [id]);
      expect(Boolean(row.is_flagged)).toBe(true);
    });

    it("lets the default promotion's master moderate the demo wall (masters manage every promotion)", async () => {
      const master = await actor(server, 'master', 'master@wellness.test', 'www.localhost:8080');
      const [{ id: demo }] = await server.db.query(
        "SELECT id FROM promotions WHERE subdomain = 'demo'",
      );
      const post = await wall.post(actors.author, { content: 'Flag for the master' });
      await wall.call(actors.other, 'PUT', `/api/posts/${post.id}`, { is_flagged: true });
      const list = await wall.call(master, 'GET', `/api/posts?flagged=true&promotion_id=${demo}`);
      expect(list.json().data.map((row: { id: number }) => row.id)).toContain(post.id);
      expect((await wall.call(master, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200);
    });

    it('takes promotion_id only with flagged=true', async () => {
      const response = await wall.call(actors.coordinator, 'GET', '/api/posts?promotion_id=2');
      expect(response.statusCode).toBe(422);
    });
  });
});
