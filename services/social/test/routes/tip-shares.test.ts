import type { FastifyInstance } from 'fastify';
import { wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

describe('GET /api/custom_content/:id and POST /api/tips/:id/shares?via (spec 2 s7 "Tips")', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  let tipId: number;
  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
    const [tip] = await server.db.query(
      "SELECT id FROM contents WHERE category = 'tips' AND promotion_id = 1 AND hidden = FALSE ORDER BY id LIMIT 1",
    );
    tipId = Number(tip.id);
  });
  afterAll(() => server.close());

  it('shows a tip the promotion shows, with the caller’s favourite; other items are not found', async () => {
    const shown = await wall.call(actors.author, 'GET', `/api/custom_content/${tipId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ id: tipId, category: 'tips', favorited: false });
    await wall.call(actors.author, 'POST', `/api/custom_content/${tipId}/user_like`, {});
    expect(
      (await wall.call(actors.author, 'GET', `/api/custom_content/${tipId}`)).json().data.favorited,
    ).toBe(true);
    const [faq] = await server.db.query(
      "SELECT id FROM contents WHERE category = 'faqs' ORDER BY id LIMIT 1",
    );
    const notTip = await wall.call(actors.author, 'GET', `/api/custom_content/${faq.id}`);
    expect([notTip.statusCode, notTip.json()]).toEqual([
      404,
      { errors: ['Custom Content could not be found'] },
    ]);
  });

  it('counts each share by its medium; an unknown medium is refused', async () => {
    const share = (via: string, who = actors.author) =>
      wall.call(who, 'POST', `/api/tips/${tipId}/shares?via=${via}`, {});
    const first = await share('email');
    expect(first.statusCode).toBe(201);
    const before = first.json().data.shares_count;
    expect(first.json().data).toMatchObject({ tip_id: tipId, via: 'email' });
    const second = await share('print', actors.other);
    expect(second.json().data.shares_count).toBe(before + 1);
    const [{ n }] = await server.db.query(
      "SELECT COUNT(*) AS n FROM tip_shares WHERE content_id = ? AND via = 'print' AND user_id = ?",
      [tipId, actors.other.id],
    );
    expect(Number(n)).toBe(1);
    expect((await share('pigeon')).statusCode).toBe(400);
    expect((await share('wall', actors.outsider)).statusCode).toBe(201);
    const hidden = await server.db.query(
      "INSERT INTO contents (category, promotion_id, `key`, `group`, title, content, hidden, sequence) VALUES ('tips', 2, 'hidden_tip_share', 'Tips', 'Hidden', 'x', TRUE, 999)",
    );
    expect(
      (await wall.call(actors.author, 'POST', `/api/tips/${hidden.insertId}/shares?via=wall`, {}))
        .statusCode,
    ).toBe(404);
  });
});
