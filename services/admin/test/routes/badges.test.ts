import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
interface Badge {
  id: number;
  name: string;
  source: 'promotion' | 'default';
  default_badge_id: number | null;
  earned_count: number;
}

const IMAGE = '/api/badges/images/custom.svg';
const form = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: 'wall_posts_created',
  goal: 5,
  image_url: IMAGE,
  ...extra,
});

describe('badge administration (go.u.promotion.badges)', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let other: { promotionId: number; userId: number };

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    ids = await seededIds(server);
    other = await otherPromotionUser(server);
  });
  afterAll(() => server.close());

  const as = async (
    email: string | null,
    method: Method,
    url: string,
    payload?: unknown,
    host?: string,
  ) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(email ? await signIn(server, email, host) : undefined, host),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const coordinator = (method: Method, url: string, payload?: unknown) =>
    as('coordinator@demo.test', method, url, payload);
  const master = (method: Method, url: string, payload?: unknown) =>
    as('master@wellness.test', method, url, payload, 'localhost:8080');
  const demoBadges = () => `/api/promotions/${ids.demoId}/badges`;
  const listOf = async (url: string) =>
    (await coordinator('GET', `${url}?page_size=0`)).json().data as Badge[];
  const byName = (badges: Badge[], name: string) => badges.find((badge) => badge.name === name)!;

  it("lists the default promotion's badges for a promotion that has none of its own", async () => {
    const response = await coordinator('GET', `${demoBadges()}?page_size=0`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toHaveLength(16);
    expect(data.every((badge: Badge) => badge.source === 'default')).toBe(true);
    expect(byName(data, 'Perfect Ten')).toMatchObject({ hide_until_earned: true, goal: 10 });
    expect(meta).toMatchObject({
      total_records: 16,
      badge_locked_image: null,
      default_locked_image: '/api/badges/images/locked.svg',
    });
  });

  it('is for staff of a promotion they manage', async () => {
    expect((await as(null, 'GET', demoBadges())).statusCode).toBe(401);
    expect((await as('participant@demo.test', 'GET', demoBadges())).statusCode).toBe(403);
    expect(
      (await as('participant@demo.test', 'POST', demoBadges(), form('Sneaky'))).statusCode,
    ).toBe(403);
    const elsewhere = await coordinator('GET', `/api/promotions/${other.promotionId}/badges`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ errors: ['Promotion could not be found'] });
    expect((await master('GET', demoBadges())).statusCode).toBe(200);
  });

  it('creates, shows and edits a badge of the promotion, refusing bad input', async () => {
    const created = await coordinator('POST', demoBadges(), form('Wall Star'));
    expect(created.statusCode).toBe(201);
    const badge = created.json().data;
    expect(badge).toMatchObject({ name: 'Wall Star', source: 'promotion', default_badge_id: null });
    const edited = await coordinator('PUT', `${demoBadges()}/${badge.id}`, form('Wall Hero'));
    expect(edited.json().data).toMatchObject({ id: badge.id, name: 'Wall Hero' });
    const shown = await coordinator('GET', `${demoBadges()}/${badge.id}`);
    expect(shown.json().data).toMatchObject({ name: 'Wall Hero', goal: 5, goal2: null });

    for (const bad of [
      form('Bad', { category: 'steps' }),
      form('   '),
      form('Bad', { goal: 0 }),
      form('Bad', { image_url: 'javascript:alert(1)' }),
      { ...form('Bad'), extra: true },
    ]) {
      const refused = await coordinator('POST', demoBadges(), bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual(expect.any(Array));
    }
    const missing = await coordinator('GET', `${demoBadges()}/999999`);
    expect(missing.json()).toEqual({ errors: ['Badge could not be found'] });
  });

  it('sends a save that names a default the promotion has edited meanwhile to that edit', async () => {
    const firstDay = byName(await listOf(demoBadges()), 'First Day');
    const body = (name: string) => ({ ...form(name), category: 'days_logged', goal: 1 });
    // The first editor's save commits before the second editor's page (still naming the
    // default) saves.
    expect(
      (await coordinator('PUT', `${demoBadges()}/${firstDay.id}`, body('Day One'))).statusCode,
    ).toBe(200);
    const late = await coordinator('PUT', `${demoBadges()}/${firstDay.id}`, body('Day Uno'));
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ name: 'Day Uno', default_badge_id: firstDay.id });
    const edits = await server.db.query('SELECT name FROM badges WHERE default_badge_id = ?', [
      firstDay.id,
    ]);
    expect(edits).toEqual([{ name: 'Day Uno' }]);
    // Back to the default for the tests after this one.
    expect((await coordinator('DELETE', `${demoBadges()}/${late.json().data.id}`)).statusCode).toBe(
      200,
    );
  });

  it("editing a default badge makes the promotion's own edit (once, even when two save at once); deleting it resets to the default", async () => {
    const firstDay = byName(await listOf(demoBadges()), 'First Day');
    const saves = await Promise.all(
      ['Day One', 'Day Uno'].map((name) =>
        coordinator('PUT', `${demoBadges()}/${firstDay.id}`, {
          ...form(name),
          category: 'days_logged',
          goal: 1,
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);
    const edits = await server.db.query('SELECT id FROM badges WHERE default_badge_id = ?', [
      firstDay.id,
    ]);
    expect(edits).toHaveLength(1);
    const list = await listOf(demoBadges());
    expect(list.find((badge) => badge.id === firstDay.id)).toBeUndefined();
    const edit = list.find((badge) => badge.default_badge_id === firstDay.id)!;
    expect(edit.source).toBe('promotion');
    // The default promotion keeps its own.
    const defaults = (await master('GET', '/api/promotions/1/badges')).json().data as Badge[];
    expect(byName(defaults, 'First Day').id).toBe(firstDay.id);

    const reset = await coordinator('DELETE', `${demoBadges()}/${edit.id}`);
    expect(reset.json().data).toEqual({ id: edit.id, reset_to: firstDay.id });
    expect(byName(await listOf(demoBadges()), 'First Day')).toMatchObject({
      id: firstDay.id,
      source: 'default',
    });
    const again = await coordinator('DELETE', `${demoBadges()}/${firstDay.id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: ['This badge already shows the default.'] });
  });

  it("deletes a promotion's own badge outright", async () => {
    const created = (await coordinator('POST', demoBadges(), form('Short Lived'))).json().data;
    const deleted = await coordinator('DELETE', `${demoBadges()}/${created.id}`);
    expect(deleted.json().data).toEqual({ id: created.id, reset_to: null });
    expect((await coordinator('GET', `${demoBadges()}/${created.id}`)).statusCode).toBe(404);
  });

  it("deleting a default badge in the default promotion deletes it; promotions' edits become their own and keep who earned them", async () => {
    const defaults = (await master('GET', '/api/promotions/1/badges')).json().data as Badge[];
    const fullWeek = byName(defaults, 'Full Week');
    const participant = ids.userId('participant@demo.test');
    await server.db.query('INSERT INTO user_badges (user_id, badge_id) VALUES (?, ?), (?, ?)', [
      participant,
      fullWeek.id,
      other.userId,
      fullWeek.id,
    ]);
    const edit = (
      await coordinator('PUT', `${demoBadges()}/${fullWeek.id}`, {
        ...form('Demo Week'),
        category: 'days_logged',
        goal: 7,
      })
    ).json().data as Badge;
    expect(edit.earned_count).toBe(0);
    expect(byName(await listOf(demoBadges()), 'Demo Week').earned_count).toBe(1);

    const deleted = await master('DELETE', `/api/promotions/1/badges/${fullWeek.id}`);
    expect(deleted.json().data).toEqual({ id: fullWeek.id, reset_to: null });
    const demoWeek = byName(await listOf(demoBadges()), 'Demo Week');
    expect(demoWeek).toMatchObject({ id: edit.id, default_badge_id: null, earned_count: 1 });
    const otherRows = await server.db.query('SELECT * FROM user_badges WHERE user_id = ?', [
      other.userId,
    ]);
    expect(otherRows).toEqual([]);
  });

  it('awards a custom badge by hand once, to a user of the promotion only', async () => {
    const champion = byName(await listOf(demoBadges()), 'Program Champion');
    const url = `${demoBadges()}/${champion.id}/awards`;
    const participant = ids.userId('participant2@demo.test');
    expect((await coordinator('POST', url, { user_id: participant })).json().data).toEqual({
      awarded: true,
    });
    expect((await coordinator('POST', url, { user_id: participant })).json().data).toEqual({
      awarded: false,
    });
    const outsider = await coordinator('POST', url, { user_id: other.userId });
    expect(outsider.json()).toEqual({ errors: ['User could not be found'] });
    const counted = byName(await listOf(demoBadges()), 'Tip Sharer');
    const refused = await coordinator('POST', `${demoBadges()}/${counted.id}/awards`, {
      user_id: participant,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: ['Only custom badges are awarded by hand.'] });
  });

  it("sets the promotion's locked badge picture", async () => {
    const url = `/api/promotions/${ids.demoId}/badge_locked_image`;
    const saved = await coordinator('PUT', url, { badge_locked_image: '/uploads/lock.png' });
    expect(saved.json().data).toEqual({ badge_locked_image: '/uploads/lock.png' });
    const meta = (await coordinator('GET', demoBadges())).json().meta;
    expect(meta.badge_locked_image).toBe('/uploads/lock.png');
    expect((await coordinator('PUT', url, { badge_locked_image: 'nope' })).statusCode).toBe(400);
  });
});
