import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';
import { normalizeKey, uniqueKey } from '../../src/domain/content/keys';

const DEMO = 2;
const LAUNCHPAD = 3;
const DEFAULT = 1;

interface Item {
  id: number;
  key: string;
  group: string;
  title: string;
  sequence: number;
  promotion_id: number;
  is_default: boolean;
  is_override: boolean;
}

describe('content editor rules (pure)', () => {
  it('turns spaces into underscores and lower-cases a key', () => {
    expect(normalizeKey('  Morning  Stretch Tip ')).toBe('morning_stretch_tip');
  });
  it("appends '+' and a count to a key that would be duplicated", () => {
    expect(uniqueKey('tip', new Set(['other']))).toBe('tip');
    expect(uniqueKey('tip', new Set(['tip']))).toBe('tip+1');
    expect(uniqueKey('tip', new Set(['tip', 'tip+1']))).toBe('tip+2');
  });
});

describe('content editor: add, save, reset, delete, reorder', () => {
  let server: FastifyInstance;
  let coordinator: string;
  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    coordinator = await signIn(server, 'coordinator@demo.test');
  });

  const call = (method: string, url: string, cookie?: string, payload?: object, host?: string) =>
    server.inject({
      method: method as 'GET',
      url,
      headers: clientHeaders(cookie, host),
      ...(payload ? { payload } : {}),
    });
  const base = (promotionId: number) => `/api/promotions/${promotionId}/custom_content`;
  const add = (body: object, cookie = coordinator, promotionId = DEMO, host?: string) =>
    call('POST', base(promotionId), cookie, body, host);
  const save = (
    id: number,
    body: object,
    cookie = coordinator,
    promotionId = DEMO,
    host?: string,
  ) => call('PUT', `${base(promotionId)}/${id}`, cookie, body, host);
  const items = async (category: string, promotionId = DEMO, cookie = coordinator, host?: string) =>
    (
      await call(
        'GET',
        `${base(promotionId)}?category=${category}&hidden=true`,
        cookie,
        undefined,
        host,
      )
    ).json().data as Item[];
  const defaultItem = async (category: string, key: string) =>
    (await items(category)).find((item) => item.key === key)!;
  const ownRows = async (category: string, promotionId: number) =>
    (await server.db.query(
      'SELECT `key`, title FROM contents WHERE category = ? AND promotion_id = ? ORDER BY id',
      [category, promotionId],
    )) as Array<{ key: string; title: string }>;

  describe('Add key and Add group', () => {
    it('normalises a new key: spaces become underscores, lower-cased', async () => {
      const response = await add({
        category: 'tips',
        add: 'key',
        group: 'Week 1',
        key: 'Eat The Rainbow',
        title: 'Five colours a day',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        key: 'eat_the_rainbow',
        group: 'Week 1',
        promotion_id: DEMO,
        title: 'Five colours a day',
        is_default: false,
        is_override: false,
      });
    });

    it("refuses a duplicate key with 'Key already exists!!', also a default's key", async () => {
      const own = { category: 'tips', add: 'key', group: 'Week 1', key: 'new tip' };
      expect((await add(own)).statusCode).toBe(201);
      const again = await add({ ...own, key: 'New Tip' });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ errors: ['Key already exists!!'] });
      const ofDefault = await add({ ...own, key: 'Hydrate' });
      expect(ofDefault.json()).toEqual({ errors: ['Key already exists!!'] });
    });

    it('uses the group as the key when the key is empty', async () => {
      const response = await add({
        category: 'faqs',
        add: 'group',
        group: 'Getting Help',
        key: '',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ key: 'getting_help', group: 'Getting Help' });
      const noKey = await add({ category: 'faqs', add: 'group', group: 'Devices' });
      expect(noKey.json().data.key).toBe('devices');
    });

    it("refuses an existing group with 'Group already exists!!', in any case", async () => {
      const response = await add({ category: 'tips', add: 'group', group: 'week 1', key: 'x' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: ['Group already exists!!'] });
      const intoExisting = await add({ category: 'tips', add: 'key', group: 'Week 1', key: 'x' });
      expect(intoExisting.statusCode).toBe(201);
    });

    it('refuses a key with other characters, and fields the category does not show', async () => {
      const badKey = await add({ category: 'faqs', add: 'key', group: 'Help', key: 'a/b' });
      expect(badKey.statusCode).toBe(422);
      expect(badKey.json().errors[0]).toMatch(/^Key may only use/);
      const field = await add({
        category: 'faqs',
        add: 'key',
        group: 'Help',
        key: 'q1',
        email_subject: 'Hello',
      });
      expect(field.statusCode).toBe(422);
      expect(field.json()).toEqual({ errors: ['email_subject is not used by faqs content'] });
      const unknown = await add({ category: 'nonsense', add: 'key', group: 'Help', key: 'q1' });
      expect(unknown.json()).toEqual({ errors: ["Unknown content category 'nonsense'"] });
    });

    it('accepts uploaded files and https images only', async () => {
      const tip = { category: 'tips', add: 'key', group: 'Week 1', key: 'pic' };
      expect((await add({ ...tip, image1: '/api/files/abc123.png' })).statusCode).toBe(201);
      expect(
        (await add({ ...tip, key: 'pic2', image1: 'https://cdn.example.com/a.png' })).statusCode,
      ).toBe(201);
      // What the editor's own upload (secure=false) answers: a public file.
      const uploaded = `/api/files/public/${'a'.repeat(32)}.png`;
      expect((await add({ ...tip, key: 'pic4', image1: uploaded })).statusCode).toBe(201);
      for (const image1 of [
        'http://example.com/a.png',
        'javascript:alert(1)',
        '/etc/passwd',
        '/api/files/public/../secret.png',
        '/api/files/public/',
      ]) {
        const response = await add({ ...tip, key: 'pic3', image1 });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatch(/^body\.image1 must match pattern/);
      }
    });

    it('stores markup as given (the loader sanitises when it renders)', async () => {
      const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
      const response = await add({
        category: 'faqs',
        add: 'key',
        group: 'Help',
        key: 'q1',
        content: hostile,
      });
      expect(response.json().data.content).toBe(hostile);
    });

    it('refuses adds to a read-only-add category but edits its existing items', async () => {
      const refused = await add({
        category: 'privacy',
        add: 'key',
        group: 'Privacy',
        key: 'extra',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ errors: ['Content cannot be added to this category.'] });
      const privacy = await defaultItem('privacy', 'privacy');
      const edited = await save(privacy.id, { title: 'Our privacy promise' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.title).toBe('Our privacy promise');
    });

    it('keeps days_from_start equal to sequence for tips', async () => {
      const response = await add({
        category: 'tips',
        add: 'key',
        group: 'Week 2',
        key: 'sleep',
        days_from_start: 9,
      });
      expect(response.json().data).toMatchObject({ sequence: 9, days_from_start: 9 });
    });
  });

  describe('copy on write', () => {
    it('stores a copy for the promotion when a default item is saved', async () => {
      const welcome = await defaultItem('home', 'welcome');
      const response = await save(welcome.id, { content: 'Hello **Demo**' });
      expect(response.json().meta).toEqual({ copied: true });
      expect(await ownRows('home', DEMO)).toEqual([
        { key: 'welcome', title: 'Welcome to your wellness programme' },
      ]);
      expect(await ownRows('home', DEFAULT)).toHaveLength(1);
      // Saving the copy again edits it in place.
      const again = await save(response.json().data.id, { title: 'Hi' });
      expect(again.json().meta).toEqual({ copied: false });
      expect(await ownRows('home', DEMO)).toEqual([{ key: 'welcome', title: 'Hi' }]);
    });

    it("appends '+' and a count when the promotion already holds the key", async () => {
      const welcome = await defaultItem('home', 'welcome');
      await save(welcome.id, { title: 'First copy' });
      const second = await save(welcome.id, { title: 'Second copy' });
      expect(second.json().data).toMatchObject({ key: 'welcome+1', is_override: false });
      const third = await save(welcome.id, { title: 'Third copy' });
      expect(third.json().data.key).toBe('welcome+2');
    });

    it("lets a master edit the default promotion's items in place", async () => {
      const master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
      const [welcome] = await items('home', DEFAULT, master, DEFAULT_HOST);
      const response = await save(
        welcome.id,
        { title: 'New default' },
        master,
        DEFAULT,
        DEFAULT_HOST,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { id: welcome.id }, meta: { copied: false } });
      expect((await defaultItem('home', 'welcome')).title).toBe('New default');
    });
  });

  describe('reset to default and delete', () => {
    it("reset deletes the promotion's override so the default shows again", async () => {
      const welcome = await defaultItem('home', 'welcome');
      const copy = (await save(welcome.id, { title: 'Ours' })).json().data as Item;
      const response = await call('POST', `${base(DEMO)}/${copy.id}/reset`, coordinator, {});
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: welcome.id, is_default: true });
      expect(await ownRows('home', DEMO)).toEqual([]);
      expect((await defaultItem('home', 'welcome')).title).toBe(
        'Welcome to your wellness programme',
      );
    });

    it('refuses to reset what is not an override', async () => {
      const welcome = await defaultItem('home', 'welcome');
      const response = await call('POST', `${base(DEMO)}/${welcome.id}/reset`, coordinator, {});
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: ['Only edited default content can be reset to default'],
      });
    });

    it("deletes the promotion's own items, never a default from a promotion", async () => {
      const created = (await add({ category: 'faqs', add: 'key', group: 'Help', key: 'q1' })).json()
        .data as Item;
      const removed = await call('DELETE', `${base(DEMO)}/${created.id}`, coordinator);
      expect(removed.statusCode).toBe(200);
      expect(await ownRows('faqs', DEMO)).toEqual([]);
      const welcome = await defaultItem('home', 'welcome');
      const refused = await call('DELETE', `${base(DEMO)}/${welcome.id}`, coordinator);
      expect(refused.statusCode).toBe(422);
      expect(await ownRows('home', DEFAULT)).toHaveLength(1);
      const gone = await call('DELETE', `${base(DEMO)}/${created.id}`, coordinator);
      expect(gone.statusCode).toBe(404);
    });

    it('keeps the items of a read-only-add category', async () => {
      const master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
      const [privacy] = await items('privacy', DEFAULT, master, DEFAULT_HOST);
      const response = await call(
        'DELETE',
        `${base(DEFAULT)}/${privacy.id}`,
        master,
        undefined,
        DEFAULT_HOST,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        errors: ['Content cannot be deleted from this category.'],
      });
    });
  });

  describe('reorder (POST custom_content/reorder)', () => {
    const reorder = (
      ids: number[],
      category = 'prestart',
      cookie = coordinator,
      promotionId = DEMO,
      host?: string,
    ) =>
      call(
        'POST',
        `${base(promotionId)}/reorder?hidden=true&category=${category}`,
        cookie,
        { sequence: ids },
        host,
      );

    it('renumbers in the order given, copying only the defaults that move', async () => {
      const before = await items('prestart');
      expect(before.map((item) => item.key)).toEqual([
        'basics',
        'emotional_survey',
        'team',
        'final',
      ]);
      const [basics, survey, team, final] = before.map((item) => item.id);
      const response = await reorder([basics, team, survey, final]);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((item: Item) => [item.key, item.sequence])).toEqual([
        ['basics', 1],
        ['team', 2],
        ['emotional_survey', 3],
        ['final', 4],
      ]);
      expect((await ownRows('prestart', DEMO)).map((row) => row.key).sort()).toEqual([
        'emotional_survey',
        'team',
      ]);
      expect((await items('prestart')).map((item) => item.key)).toEqual([
        'basics',
        'team',
        'emotional_survey',
        'final',
      ]);
      const master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
      expect(
        (await items('prestart', DEFAULT, master, DEFAULT_HOST)).map((item) => item.key),
      ).toEqual(['basics', 'emotional_survey', 'team', 'final']);
    });

    it('renumbers halves left by a move into whole positions, tips days too', async () => {
      const master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
      const tips = await items('tips', DEFAULT, master, DEFAULT_HOST);
      await server.db.query('UPDATE contents SET sequence = 0.5 WHERE id = ?', [tips[2].id]);
      const ids = [tips[2].id, tips[0].id, tips[1].id];
      const response = await reorder(ids, 'tips', master, DEFAULT, DEFAULT_HOST);
      expect(
        response
          .json()
          .data.map((item: Item & { days_from_start: number }) => [
            item.key,
            item.sequence,
            item.days_from_start,
          ]),
      ).toEqual([
        ['walk_meeting', 1, 1],
        ['hydrate', 2, 2],
        ['stand_up', 3, 3],
      ]);
    });

    it('refuses ids that are not in the category', async () => {
      const [tip] = await items('tips');
      const response = await reorder([tip.id]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: [`Content ${tip.id} is not in prestart`] });
    });
  });

  describe('who may edit', () => {
    const tipBody = { category: 'tips', add: 'key', group: 'Week 1', key: 'who' };

    it('refuses participants, location and regional coordinators, posters and anonymous callers', async () => {
      for (const email of [
        'participant@demo.test',
        'locationcoordinator@demo.test',
        'regionalcoordinator@demo.test',
        'poster@demo.test',
      ]) {
        const response = await add(tipBody, await signIn(server, email));
        expect(response.statusCode).toBe(403);
      }
      expect((await call('POST', base(DEMO), undefined, tipBody)).statusCode).toBe(401);
      expect(await ownRows('tips', DEMO)).toEqual([]);
    });

    it("refuses a coordinator the default promotion's items (not managed), and another promotion", async () => {
      const welcome = await defaultItem('home', 'welcome');
      const refused = await save(welcome.id, { title: 'Mine now' }, coordinator, DEFAULT);
      expect(refused.statusCode).toBe(404);
      expect((await add(tipBody, coordinator, LAUNCHPAD)).statusCode).toBe(404);
      expect(await ownRows('home', DEFAULT)).toEqual([
        { key: 'welcome', title: 'Welcome to your wellness programme' },
      ]);
    });

    it('refuses a coordinator of the default promotion: its items are for masters only', async () => {
      await server.db.query(
        "INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name) VALUES (1, 'coord@wellness.test', 'x', 'Coordinator', 'Dee', 'Fault')",
      );
      const defaultCoordinator = await signIn(server, 'coord@wellness.test', DEFAULT_HOST);
      const welcome = await defaultItem('home', 'welcome');
      const response = await save(
        welcome.id,
        { title: 'x' },
        defaultCoordinator,
        DEFAULT,
        DEFAULT_HOST,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: ['Only a master can edit the default content.'] });
      const master = await signIn(server, 'master@demo.test');
      expect((await save(welcome.id, { title: 'By a master' }, master, DEFAULT)).statusCode).toBe(
        200,
      );
    });

    it('lets a super coordinator edit the promotions assigned to them', async () => {
      const superCoordinator = await signIn(server, 'supercoordinator@demo.test');
      const response = await add(tipBody, superCoordinator, LAUNCHPAD);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.promotion_id).toBe(LAUNCHPAD);
    });
  });
});
