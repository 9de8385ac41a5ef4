import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

const COORDINATOR = 'coordinator@demo.test';
const PARTICIPANT = 'participant@demo.test';

/** Spec 3 s7 "GET /promotions/{id}/eop with optional location_id; response has content". */
describe('the end-of-programme content by location', () => {
  let server: FastifyInstance;
  let demoId: number;
  let location: (name: string) => Promise<number>;

  const eop = async (promotionId: number, query = '', email = PARTICIPANT) =>
    server.inject({
      url: `/api/promotions/${promotionId}/eop${query}`,
      headers: clientHeaders(await signIn(server, email)),
    });
  const addItem = async (key: string, title: string, content: string) =>
    server.inject({
      method: 'POST',
      url: `/api/promotions/${demoId}/custom_content`,
      headers: clientHeaders(await signIn(server, COORDINATOR)),
      payload: { category: 'eop', add: 'key', group: 'End of programme', key, title, content },
    });

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    demoId = (await seededIds(server)).demoId;
    location = async (name) => {
      const [row] = await server.db.query(
        'SELECT id FROM locations WHERE promotion_id = ? AND name = ?',
        [demoId, name],
      );
      return Number(row.id);
    };
  });

  it("answers the default promotion's eop when the promotion has none of its own", async () => {
    const response = await eop(demoId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      key: 'eop',
      title: 'Thank you for taking part',
      is_default: true,
    });
    expect(response.json().meta).toEqual({ location_id: null });
  });

  it("answers the location's own item, then its region's, then the promotion's", async () => {
    const boston = await location('Boston Office');
    const chicago = await location('Chicago Office');
    const austin = await location('Austin Office');
    const north = await location('North Region');
    expect((await addItem(`location_${boston}`, 'Boston, thank you', 'See you')).statusCode).toBe(
      201,
    );
    expect((await addItem(`location_${north}`, 'North, well done', 'Bye')).statusCode).toBe(201);

    const atBoston = await eop(demoId, `?location_id=${boston}`);
    expect(atBoston.json().data.title).toBe('Boston, thank you');
    expect(atBoston.json().data.content).toBe('See you');
    expect(atBoston.json().meta).toEqual({ location_id: boston });

    const atChicago = await eop(demoId, `?location_id=${chicago}`);
    expect(atChicago.json().data.title).toBe('North, well done');
    expect(atChicago.json().meta).toEqual({ location_id: north });

    const atAustin = await eop(demoId, `?location_id=${austin}`);
    expect(atAustin.json().data.title).toBe('Thank you for taking part');
    expect(atAustin.json().meta).toEqual({ location_id: null });

    // Deleting the office's item leaves the office to its region's.
    const removed = await server.inject({
      method: 'DELETE',
      url: `/api/promotions/${demoId}/custom_content/${atBoston.json().data.id}`,
      headers: clientHeaders(await signIn(server, COORDINATOR)),
    });
    expect(removed.statusCode).toBe(200);
    const after = await eop(demoId, `?location_id=${boston}`);
    expect(after.json().data.title).toBe('North, well done');
  });

  it("prefers the promotion's own eop over the default when the location has none", async () => {
    const coordinator = await signIn(server, COORDINATOR);
    const list = await server.inject({
      url: `/api/promotions/${demoId}/custom_content?category=eop&page_size=0`,
      headers: clientHeaders(coordinator),
    });
    const [seeded] = list.json().data;
    await server.inject({
      method: 'PUT',
      url: `/api/promotions/${demoId}/custom_content/${seeded.id}`,
      headers: clientHeaders(coordinator),
      payload: { title: 'Demo says thanks' },
    });
    const response = await eop(demoId, `?location_id=${await location('Austin Office')}`);
    expect(response.json().data).toMatchObject({ title: 'Demo says thanks', is_override: true });
  });

  it("refuses another promotion's location with 404 and never shows its content", async () => {
    const other = await otherPromotionUser(server);
    await server.db.query(
      "INSERT INTO locations (promotion_id, name, parent_id, level) VALUES (?, 'Elsewhere', NULL, 1)",
      [other.promotionId],
    );
    const [row] = await server.db.query("SELECT id FROM locations WHERE name = 'Elsewhere'");
    const response = await eop(demoId, `?location_id=${row.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toHaveLength(1);
    // ... and a location key naming it cannot be added to this promotion's read-only eop.
    const refused = await addItem(`location_${row.id}`, 'Sneaky', 'x');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: ['Content cannot be added to this category.'] });
  });

  it("refuses another promotion's eop to a participant (404) and a guest (401)", async () => {
    const other = await otherPromotionUser(server);
    expect((await eop(other.promotionId)).statusCode).toBe(404);
    const guest = await server.inject({
      url: `/api/promotions/${demoId}/eop`,
      headers: clientHeaders(),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a location id that is not a number with 400', async () => {
    const response = await eop(demoId, '?location_id=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(0);
  });
});
