import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';

const DEMO = 2;
const LOADER_CATEGORIES = [
  'studio',
  'logging',
  'leaderboards',
  'instruction_pages',
  'resources',
  'learn',
  'mobile',
  'mobile_page',
  'mobile_overlay',
  'popup_tooltips',
  '404',
];
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

/** Spec 1 s7 "Content loader" and s8 placeholders; GET /app-redirect. */
describe('the content loader categories of the participant pages', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
  });
  afterAll(() => server.close());

  const list = (category: string, cookie?: string) =>
    server.inject({
      url: `/api/promotions/${DEMO}/custom_content?category=${category}&page_size=0`,
      headers: clientHeaders(cookie),
    });

  it('lists every category of the content loader in the editor catalogue', async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const response = await server.inject({
      url: '/api/content_categories',
      headers: clientHeaders(coordinator),
    });
    const names = response.json().data.map((entry: { category: string }) => entry.category);
    expect(names).toEqual(expect.arrayContaining([...LOADER_CATEGORIES, 'eop']));
    const logging = response
      .json()
      .data.find((e: { category: string }) => e.category === 'logging');
    expect(logging.placeholders).toEqual({
      no_activities: 'Need Title for key no_activities',
      no_possible_activities: 'Need No Possible Activities content',
      entry_locked_nothing_logged: 'Entry Locked Nothing Logged Content Needed',
      unsaved_popup: 'Unsaved Popup Title Missing',
      logging_begins: 'Need Logging Begins',
    });
  });

  it.each(LOADER_CATEGORIES)(
    'shows a participant the default content of %s in every promotion',
    async (category) => {
      const participant = await signIn(server, 'participant@demo.test');
      const response = await list(category, participant);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.length).toBeGreaterThan(0);
      expect(response.json().data[0]).toMatchObject({ category, is_default: true });
    },
  );

  it.each(['learn', 'resources', 'instruction_pages', 'mobile_overlay', 'eop'])(
    "refuses a guest the signed-in page content of %s with 'Log In Required'",
    async (category) => {
      const response = await list(category);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: ['Log In Required'] });
    },
  );

  it.each(['mobile_page', 'mobile'])(
    'shows a guest the %s content, which the mobile page panel shows on the welcome page',
    async (category) => {
      const response = await server.inject({
        url: `/api/promotions/${DEMO}/custom_content?category=${category}&page_size=0`,
        headers: clientHeaders(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.length).toBeGreaterThan(0);
    },
  );

  it('shows a guest the opt-in page, which the footer links for everyone', async () => {
    const response = await list('opt_in_participation');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].title).toBe('Opting in to participation');
  });

  const redirect = (userAgent: string) =>
    server.inject({
      url: '/api/app-redirect',
      headers: { ...clientHeaders(), 'user-agent': userAgent },
    });

  it("sends an Android phone to the promotion's Google Play link and an iPhone to the App Store", async () => {
    const android = await redirect(ANDROID);
    expect(android.statusCode).toBe(302);
    expect(android.headers.location).toBe(
      'https://play.google.com/store/apps/details?id=com.example.wellness',
    );
    const iphone = await redirect(IPHONE);
    expect(iphone.statusCode).toBe(302);
    expect(iphone.headers.location).toBe(
      'https://apps.apple.com/app/wellness-programme/id000000000',
    );
  });

  it('sends a desktop browser home', async () => {
    const desktop = await redirect(DESKTOP);
    expect(desktop.statusCode).toBe(302);
    expect(desktop.headers.location).toBe('/');
  });

  it("follows the promotion's own link and never a link that is not https", async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const [android] = (await list('mobile', coordinator)).json().data;
    const save = (url: string) =>
      server.inject({
        method: 'PUT',
        url: `/api/promotions/${DEMO}/custom_content/${android.id}`,
        headers: clientHeaders(coordinator),
        payload: { custom_fields: { url } },
      });
    const saved = await save('https://play.google.com/store/apps/details?id=org.demo.app');
    expect(saved.statusCode).toBe(200);
    expect((await redirect(ANDROID)).headers.location).toBe(
      'https://play.google.com/store/apps/details?id=org.demo.app',
    );

    const own = saved.json().data.id;
    await server.inject({
      method: 'PUT',
      url: `/api/promotions/${DEMO}/custom_content/${own}`,
      headers: clientHeaders(coordinator),
      payload: { custom_fields: { url: 'javascript:alert(1)' } },
    });
    const refused = await redirect(ANDROID);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errors: ['The app is not available for this device yet.'] });
  });
});
