import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';

const DEMO = 2;
const LAUNCHPAD = 3;
const DEFAULT = 1;

describe('content: reading a category (GET /api/promotions/:promotion_id/custom_content)', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(() => resetData(server));

  const call = (method: string, url: string, cookie?: string, payload?: object, host?: string) =>
    server.inject({
      method: method as 'GET',
      url,
      headers: clientHeaders(cookie, host),
      ...(payload ? { payload } : {}),
    });
  const list = (promotionId: number, query: string, cookie?: string, host?: string) =>
    call('GET', `/api/promotions/${promotionId}/custom_content?${query}`, cookie, undefined, host);
  const defaultItem = async (category: string, key: string) => {
    const [row] = await server.db.query(
      'SELECT id FROM contents WHERE promotion_id = 1 AND category = ? AND `key` = ?',
      [category, key],
    );
    return Number(row.id);
  };

  it("shows a participant the default promotion's items, marked as defaults", async () => {
    const participant = await signIn(server, 'participant@demo.test');
    const response = await list(DEMO, 'category=home&page_size=0', participant);
    expect(response.statusCode).toBe(200);
    const [welcome] = response.json().data;
    expect(welcome).toMatchObject({
      category: 'home',
      key: 'welcome',
      promotion_id: DEFAULT,
      title: 'Welcome to your wellness programme',
      is_default: true,
      is_override: false,
    });
    expect(response.json().meta).toEqual({ total_records: 1 });
  });

  it("lets the promotion's override win over the default, leaving the default as it was", async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const id = await defaultItem('home', 'welcome');
    const saved = await call('PUT', `/api/promotions/${DEMO}/custom_content/${id}`, coordinator, {
      title: 'Welcome to the Healthy Habits Challenge',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().meta).toEqual({ copied: true });
    expect(saved.json().data).toMatchObject({
      key: 'welcome',
      promotion_id: DEMO,
      is_default: false,
      is_override: true,
      content: expect.stringContaining('Small habits add up'),
    });
    expect(saved.json().data.id).not.toBe(id);

    const participant = await signIn(server, 'participant@demo.test');
    const seen = await list(DEMO, 'category=home&key=welcome', participant);
    expect(seen.json().data.map((item: { title: string }) => item.title)).toEqual([
      'Welcome to the Healthy Habits Challenge',
    ]);
    const master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
    const defaults = await list(DEFAULT, 'category=home', master, DEFAULT_HOST);
    expect(defaults.json().data[0]).toMatchObject({
      id,
      title: 'Welcome to your wellness programme',
      is_default: false,
    });
  });

  it('adds the content as sanitised HTML with html=true (markdown rendered, scripts gone)', async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const id = await defaultItem('home', 'welcome');
    const saved = await call('PUT', `/api/promotions/${DEMO}/custom_content/${id}`, coordinator, {
      content:
        '**Move** more.\n\n| Day | Steps |\n| --- | --- |\n| 1 | 900 |\n\n' +
        '<script>alert(1)</script><img src="/x.png" onerror="alert(2)" style="width:1px">\n\n' +
        '[Guide](https://guide.test/a) and [home](/home)',
    });
    expect(saved.statusCode).toBe(200);

    const participant = await signIn(server, 'participant@demo.test');
    const [withHtml] = (await list(DEMO, 'category=home&key=welcome&html=true', participant)).json()
      .data;
    const html: string = withHtml.content_html;
    expect(html).toContain('<strong>Move</strong> more.');
    expect(html).toContain('<td>900</td>');
    expect(html).toContain('<img src="/x.png" />');
    expect(html).toContain(
      '<a href="https://guide.test/a" target="_blank" rel="noopener noreferrer">Guide</a>',
    );
    expect(html).toContain('<a href="/home">home</a>');
    expect(html).not.toMatch(/script|onerror|style|alert/);
    // Without html=true the items are as before: the text as written, no HTML.
    const [plain] = (await list(DEMO, 'category=home&key=welcome', participant)).json().data;
    expect(plain).not.toHaveProperty('content_html');
    expect(plain.content).toContain('<script>');
  });

  it('shows by category and key, and 404s an unknown key', async () => {
    const participant = await signIn(server, 'participant@demo.test');
    const shown = await call(
      'GET',
      `/api/promotions/${DEMO}/custom_content/privacy/privacy`,
      participant,
    );
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ title: 'Privacy policy', is_default: true });
    const missing = await call(
      'GET',
      `/api/promotions/${DEMO}/custom_content/privacy/nope`,
      participant,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ['Custom Content could not be found'] });
  });

  it('groups the items when structured, and pages them', async () => {
    const participant = await signIn(server, 'participant@demo.test');
    const structured = await list(DEMO, 'category=prestart&structured=true', participant);
    expect(structured.json().data).toEqual([
      {
        group: 'Steps',
        items: expect.arrayContaining([expect.objectContaining({ key: 'basics' })]),
      },
    ]);
    const paged = await list(DEMO, 'category=prestart&page_size=2&page=2', participant);
    expect(paged.json().data.map((item: { key: string }) => item.key)).toEqual(['team', 'final']);
    expect(paged.json().meta).toEqual({ total_records: 4 });
  });

  it('shows hidden items to staff only', async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const participant = await signIn(server, 'participant@demo.test');
    const id = await defaultItem('404', 'rest_day');
    await call('PUT', `/api/promotions/${DEMO}/custom_content/${id}`, coordinator, {
      hidden: true,
    });

    const keys = async (query: string, cookie: string) =>
      (await list(DEMO, query, cookie)).json().data.map((item: { key: string }) => item.key);
    expect(await keys('category=404', participant)).toEqual(['lost_trail', 'wrong_turn']);
    expect(await keys('category=404&hidden=true', coordinator)).toEqual([
      'lost_trail',
      'rest_day',
      'wrong_turn',
    ]);
    const refused = await list(DEMO, 'category=404&hidden=true', participant);
    expect(refused.statusCode).toBe(403);
    const show = await call(
      'GET',
      `/api/promotions/${DEMO}/custom_content/404/rest_day`,
      participant,
    );
    expect(show.statusCode).toBe(404);
  });

  it('lets anonymous callers read public categories on the promotion’s own host only', async () => {
    const publicRead = await list(DEMO, 'category=404');
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().data).toHaveLength(3);
    expect((await list(DEMO, 'category=welcome')).statusCode).toBe(200);

    const privateRead = await list(DEMO, 'category=home');
    expect(privateRead.statusCode).toBe(401);
    expect(privateRead.json()).toEqual({ errors: ['Log In Required'] });

    const otherHost = await list(DEFAULT, 'category=404');
    expect(otherHost.statusCode).toBe(404);
    expect(otherHost.json()).toEqual({ errors: ['Promotion could not be found'] });
    expect((await list(LAUNCHPAD, 'category=404')).statusCode).toBe(404);
    expect((await list(DEFAULT, 'category=404', undefined, DEFAULT_HOST)).statusCode).toBe(200);
    expect((await list(DEMO, 'category=404&hidden=true')).statusCode).toBe(401);
  });

  it("refuses another promotion's participants and promotions a coordinator does not manage", async () => {
    const [{ insertId }] = [
      await server.db.query(
        "INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name) VALUES (?, 'lp@demo.test', 'x', 'User', 'Lee', 'Pad')",
        [LAUNCHPAD],
      ),
    ];
    const session = await server.sessions.create({
      user_id: Number(insertId),
      promotion_id: LAUNCHPAD,
      role: 'User',
      stay_logged_in: false,
    });
    const outsider = `wellness_session=${session}`;
    const host = 'launchpad.localhost:8080';
    expect((await list(LAUNCHPAD, 'category=home', outsider, host)).statusCode).toBe(200);
    expect((await list(DEMO, 'category=home', outsider, host)).statusCode).toBe(404);

    const coordinator = await signIn(server, 'coordinator@demo.test');
    expect((await list(LAUNCHPAD, 'category=home', coordinator)).statusCode).toBe(404);
    const superCoordinator = await signIn(server, 'supercoordinator@demo.test');
    expect((await list(LAUNCHPAD, 'category=home', superCoordinator)).statusCode).toBe(200);
  });

  it('refuses a malformed category with 400', async () => {
    const participant = await signIn(server, 'participant@demo.test');
    const response = await list(DEMO, 'category=../etc', participant);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveLength(1);
  });
});
