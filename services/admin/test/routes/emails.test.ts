import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, customEmailJobId, unsubscribeToken } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { logActivity, otherPromotionUser, seededIds } from './dashboard-helpers';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

const HOUR = 60 * 60 * 1000;

/** YYYY-MM-DD of the server's local day, `daysBack` days ago (as entries are recorded). */
const localDay = (daysBack: number) => {
  const day = new Date();
  day.setDate(day.getDate() - daysBack);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

describe('one-time, custom and test e-mails (admin routes)', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let other: { promotionId: number; userId: number };
  let otherCookie: string;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    ids = await seededIds(server);
    other = await otherPromotionUser(server);
    // A coordinator of another promotion: staff, but not of the demo.
    await server.db.query("UPDATE users SET role = 'Coordinator' WHERE id = ?", [other.userId]);
    const session = await server.sessions.create({
      user_id: other.userId,
      promotion_id: other.promotionId,
      role: 'Coordinator',
      stay_logged_in: false,
    });
    otherCookie = `${SESSION_COOKIE}=${session}`;
  });
  afterAll(() => server.close());

  const as = async (email: string | null, method: Method, url: string, payload?: unknown) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(email ? await signIn(server, email) : undefined),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const coordinator = (method: Method, url: string, payload?: unknown) =>
    as('coordinator@demo.test', method, url, payload);
  const outsider = (method: Method, url: string, payload?: unknown) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(otherCookie, 'other.localhost:8080'),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const base = () => `/api/promotions/${ids.demoId}`;
  const draft = (fields: Record<string, unknown> = {}) => ({
    subject: 'Walk to work week',
    body: 'Leave the car at home.\n\nLog every walk.',
    filters: { audience: 'none' },
    one_time_recipients: 'someone@example.com',
    ...fields,
  });
  const later = (ms = 2 * HOUR) => new Date(Date.now() + ms).toISOString();

  describe('validation (spec 3 s5 messages, word for word)', () => {
    it('refuses a blank subject, a blank message and no recipient at all, all at once', async () => {
      const response = await coordinator('POST', `${base()}/one_time_email`, {
        email: draft({ subject: '   ', body: '\n', one_time_recipients: ' ; , ' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: [
          'Subject cannot be blank',
          'Message cannot be blank',
          'Recipients cannot be blank',
        ],
      });
    });

    it('names each pasted address that is not an e-mail address, as typed and trimmed', async () => {
      const response = await coordinator('POST', `${base()}/one_time_email`, {
        email: draft({
          one_time_recipients: 'good@example.com, not-an-address ;\nalso bad@x\n| fine@example.org',
        }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: [
          'Must be a valid email address. Ex: not-an-address',
          'Must be a valid email address. Ex: also bad@x',
        ],
      });
    });

    it('refuses filters that match nobody when nothing is pasted', async () => {
      await server.db.query(
        "INSERT INTO locations (promotion_id, name) VALUES (?, 'Empty office')",
        [ids.demoId],
      );
      const [{ id: locationId }] = await server.db.query(
        "SELECT id FROM locations WHERE name = 'Empty office'",
      );
      const response = await coordinator('POST', `${base()}/one_time_email`, {
        email: draft({
          filters: { audience: 'all', location_id: Number(locationId) },
          one_time_recipients: '',
        }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: ['Recipients cannot be blank'] });
    });

    it('refuses a location of another promotion', async () => {
      await server.db.query("INSERT INTO locations (promotion_id, name) VALUES (?, 'Elsewhere')", [
        other.promotionId,
      ]);
      const [{ id }] = await server.db.query("SELECT id FROM locations WHERE name = 'Elsewhere'");
      const response = await coordinator('POST', `${base()}/one_time_email_recipients`, {
        email: { filters: { audience: 'all', location_id: Number(id) } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: ['Location could not be found in this promotion.'],
      });
    });

    it('refuses unknown fields and out-of-range filters with 400', async () => {
      const unknown = await coordinator('POST', `${base()}/one_time_email`, {
        email: { ...draft(), extra: true },
      });
      expect(unknown.statusCode).toBe(400);
      const days = await coordinator('POST', `${base()}/one_time_email`, {
        email: draft({ filters: { audience: 'all', inactive_days: 366 } }),
      });
      expect(days.statusCode).toBe(400);
    });

    it('test e-mails: blank, bad addresses, more than 10, another template', async () => {
      const send = (recipients: string, key = 'welcome_main') =>
        coordinator('POST', `${base()}/test_email`, {
          recipients,
          promotion_id: ids.demoId,
          key,
        });
      const blank = await send(' \n ');
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toEqual({ errors: ['Recipients cannot be blank'] });

      const bad = await send('ok@example.com|wrong@|also wrong');
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        errors: [
          'Must be a valid email address. Ex: wrong@',
          'Must be a valid email address. Ex: also wrong',
        ],
      });

      const eleven = Array.from({ length: 11 }, (_, i) => `tester${i}@example.com`).join(', ');
      const tooMany = await send(eleven);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json()).toEqual({ errors: ['Test emails are limited to 10 participants.'] });

      const ten = Array.from({ length: 10 }, (_, i) => `tester${i}@example.com`).join('; ');
      const accepted = await send(`${ten}; TESTER0@example.com`);
      expect(accepted.statusCode).toBe(202);
      expect(accepted.json().data[0].message).toBe('Test email sent to 10 recipients.');

      const otherKey = await send('ok@example.com', 'tips');
      expect(otherKey.statusCode).toBe(400);

      // The body's promotion_id names the promotion of the address.
      const elsewhere = await coordinator('POST', `${base()}/test_email`, {
        recipients: 'ok@example.com',
        promotion_id: other.promotionId,
        key: 'welcome_main',
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({ errors: ['Promotion could not be found'] });
    });
  });

  describe('access', () => {
    it('answers a coordinator of another promotion 404 and a participant 403 on every route', async () => {
      const created = await coordinator('POST', `${base()}/one_time_email`, {
        email: draft({ send_at: later() }),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id;
      const calls: Array<[Method, string, unknown?]> = [
        ['GET', `${base()}/custom_emails`],
        ['GET', `${base()}/custom_emails/${id}`],
        ['PUT', `${base()}/custom_emails/${id}`, { email: draft() }],
        ['DELETE', `${base()}/custom_emails/${id}`],
        ['POST', `${base()}/one_time_email`, { email: draft() }],
        ['POST', `${base()}/one_time_email_recipients`, { email: draft() }],
        ['POST', `${base()}/one_time_email_preview`, { email: draft() }],
        ['POST', `${base()}/test_email`, { recipients: 'a@example.com', key: 'evaluation' }],
        ['GET', `${base()}/test_email/preview?key=evaluation`],
      ];
      for (const [method, url, payload] of calls) {
        const response = await outsider(method, url, payload);
        expect([method, url, response.statusCode, response.json()]).toEqual([
          method,
          url,
          404,
          { errors: ['Promotion could not be found'] },
        ]);
        const participant = await as('participant@demo.test', method, url, payload);
        expect([method, url, participant.statusCode]).toEqual([method, url, 403]);
        const anonymous = await as(null, method, url, payload);
        expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
      }
      // Still there, untouched.
      expect((await coordinator('GET', `${base()}/custom_emails/${id}`)).json().data.status).toBe(
        'pending',
      );
    });

    it("answers 404 for another promotion's e-mail through one's own promotion", async () => {
      await server.db.query(
        "INSERT INTO custom_emails (promotion_id, subject, body, status) VALUES (?, 'Theirs', 'Not yours', 'pending')",
        [other.promotionId],
      );
      const [{ id }] = await server.db.query(
        "SELECT id FROM custom_emails WHERE subject = 'Theirs'",
      );
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await coordinator(method, `${base()}/custom_emails/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: ['Custom email could not be found'] });
      }
      const put = await coordinator('PUT', `${base()}/custom_emails/${id}`, { email: draft() });
      expect(put.statusCode).toBe(404);
      const list = await coordinator('GET', `${base()}/custom_emails`);
      expect(list.json().data.map((e: { subject: string }) => e.subject)).not.toContain('Theirs');
    });

    it('lets a master work on any promotion', async () => {
      const response = await as('master@demo.test', 'GET', `${base()}/custom_emails`);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('filters choose the participants', () => {
    let north: number;
    let annex: number;
    const count = async (filters: unknown, pasted = '') => {
      const response = await coordinator('POST', `${base()}/one_time_email_recipients`, {
        email: { subject: '', body: '', filters, one_time_recipients: pasted },
      });
      expect(response.statusCode).toBe(200);
      const [result] = response.json().data as Array<{ recipients: number; sample: string[] }>;
      expect(result.sample).toHaveLength(Math.min(result.recipients, 20));
      return [...result.sample].sort();
    };

    beforeAll(async () => {
      const location = async (name: string, parent: number | null, level: number) => {
        await server.db.query(
          'INSERT INTO locations (promotion_id, name, parent_id, level) VALUES (?, ?, ?, ?)',
          [ids.demoId, name, parent, level],
        );
        const [row] = await server.db.query('SELECT id FROM locations WHERE name = ?', [name]);
        return Number(row.id);
      };
      north = await location('North', null, 1);
      annex = await location('North Annex', north, 2);
      const south = await location('South', null, 1);
      const user = async (
        email: string,
        locationId: number,
        { role = 'User', unsubscribed = false } = {},
      ) => {
        await server.db.query(
          `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name, location_id, email_unsubscribe_all)
           VALUES (?, ?, 'x', ?, 'Filter', 'Person', ?, ?)`,
          [ids.demoId, email, role, locationId, unsubscribed ? 1 : 0],
        );
        const [row] = await server.db.query('SELECT id FROM users WHERE email = ?', [email]);
        return Number(row.id);
      };
      const teamed = await user('teamed.active@demo.test', north);
      const annexed = await user('annex.idle@demo.test', annex);
      await user('south.idle@demo.test', south);
      const lapsed = await user('north.lapsed@demo.test', north);
      await user('north.coordinator@demo.test', north, { role: 'Coordinator' });
      await user('north.unsubscribed@demo.test', north, { unsubscribed: true });
      const formerly = await user('north.formerteam@demo.test', north);

      await server.db.query(
        "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Walkers', 1), (?, 'Gone', 2)",
        [ids.demoId, ids.demoId],
      );
      const [walkers] = await server.db.query("SELECT id FROM teams WHERE name = 'Walkers'");
      const [gone] = await server.db.query("SELECT id FROM teams WHERE name = 'Gone'");
      await server.db.query(
        'INSERT INTO team_members (team_id, user_id, promotion_id) VALUES (?, ?, ?), (?, ?, ?)',
        [walkers.id, teamed, ids.demoId, gone.id, formerly, ids.demoId],
      );
      await logActivity(server, teamed, localDay(0), 'Take a 20-minute walk');
      await logActivity(server, lapsed, localDay(10), 'Take a 20-minute walk');
      await logActivity(server, formerly, localDay(3), 'Take a 20-minute walk');
      // An entry without a logged activity is not activity.
      await server.db.query(
        'INSERT INTO entries (promotion_id, user_id, recorded_on, total_points) VALUES (?, ?, ?, 0)',
        [ids.demoId, annexed, localDay(1)],
      );
    });

    it('a location takes its child locations, and only role User, never the unsubscribed', async () => {
      expect(await count({ audience: 'all', location_id: north })).toEqual([
        'annex.idle@demo.test',
        'north.formerteam@demo.test',
        'north.lapsed@demo.test',
        'teamed.active@demo.test',
      ]);
      expect(await count({ audience: 'all', location_id: annex })).toEqual([
        'annex.idle@demo.test',
      ]);
    });

    it('on a team or not (a deleted team counts as none)', async () => {
      expect(await count({ audience: 'all', location_id: north, team: 'on_team' })).toEqual([
        'teamed.active@demo.test',
      ]);
      expect(await count({ audience: 'all', location_id: north, team: 'no_team' })).toEqual([
        'annex.idle@demo.test',
        'north.formerteam@demo.test',
        'north.lapsed@demo.test',
      ]);
    });

    it('inactive for N days: nothing logged on any of the last N days, today included', async () => {
      expect(await count({ audience: 'all', location_id: north, inactive_days: 1 })).toEqual([
        'annex.idle@demo.test',
        'north.formerteam@demo.test',
        'north.lapsed@demo.test',
      ]);
      expect(await count({ audience: 'all', location_id: north, inactive_days: 7 })).toEqual([
        'annex.idle@demo.test',
        'north.lapsed@demo.test',
      ]);
      expect(await count({ audience: 'all', location_id: north, inactive_days: 11 })).toEqual([
        'annex.idle@demo.test',
      ]);
    });

    it('all participants of the promotion, plus pasted addresses once each; none: the pasted only', async () => {
      const everyone = await count({ audience: 'all' });
      expect(everyone).toEqual(
        expect.arrayContaining([
          'participant@demo.test',
          'participant2@demo.test',
          'south.idle@demo.test',
          'teamed.active@demo.test',
        ]),
      );
      expect(everyone).not.toContain('coordinator@demo.test');
      expect(everyone).not.toContain('north.unsubscribed@demo.test');
      expect(
        await count(
          { audience: 'none', location_id: north },
          'Extra@Example.com\nextra@example.com|north.unsubscribed@demo.test',
        ),
      ).toEqual(['extra@example.com']);
      expect(await count(null, '')).toEqual([]);
    });
  });

  describe('the queue: create, show, edit, delete', () => {
    it('stores and queues an e-mail at once when send_at is absent, past or invalid', async () => {
      for (const sendAt of [undefined, null, '2001-01-01T00:00:00Z', 'next tuesday']) {
        const response = await coordinator('POST', `${base()}/one_time_email`, {
          email: draft({
            send_at: sendAt,
            one_time_recipients: 'Now@Example.com, now@example.com',
          }),
        });
        expect(response.statusCode).toBe(201);
        const created = response.json().data;
        expect(created).toMatchObject({
          promotion_id: ids.demoId,
          subject: 'Walk to work week',
          body: 'Leave the car at home.\n\nLog every walk.',
          filters: { audience: 'none' },
          one_time_recipients: 'Now@Example.com',
          send_at: null,
          status: 'pending',
          job_id: customEmailJobId(created.id),
        });
        const job = await server.emailQueue.getJob(created.job_id);
        expect(await job?.getState()).toBe('waiting');
      }
    });

    it('lists newest first with the total, and shows one', async () => {
      const first = await coordinator('POST', `${base()}/one_time_email`, {
        email: draft({ subject: 'Older', send_at: later() }),
      });
      const second = await coordinator('POST', `${base()}/one_time_email`, {
        email: draft({ subject: 'Newer', send_at: later() }),
      });
      const list = await coordinator('GET', `${base()}/custom_emails`);
      expect(list.statusCode).toBe(200);
      const subjects = list.json().data.map((e: { subject: string }) => e.subject);
      expect(subjects.indexOf('Newer')).toBeLessThan(subjects.indexOf('Older'));
      expect(list.json().meta.total_records).toBe(list.json().data.length);
      const shown = await coordinator('GET', `${base()}/custom_emails/${first.json().data.id}`);
      expect(shown.json().data).toEqual(first.json().data);
      expect(second.json().data.id).toBeGreaterThan(first.json().data.id);
    });

    it('editing a scheduled e-mail changes its content and moves its job to the new time', async () => {
      const sendAt = later(2 * HOUR);
      const created = (
        await coordinator('POST', `${base()}/one_time_email`, { email: draft({ send_at: sendAt }) })
      ).json().data;
      expect(created.send_at).toBe(sendAt);
      const before = await server.emailQueue.getJob(created.job_id);
      expect(await before?.getState()).toBe('delayed');
      expect(before!.timestamp + before!.delay).toBeGreaterThan(Date.now() + 1.9 * HOUR);

      const newTime = later(26 * HOUR);
      const edited = await coordinator('PUT', `${base()}/custom_emails/${created.id}`, {
        email: draft({
          subject: 'Walk to work week (moved)',
          send_at: newTime,
          filters: { audience: 'all', team: 'no_team' },
          one_time_recipients: '',
        }),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({
        id: created.id,
        subject: 'Walk to work week (moved)',
        send_at: newTime,
        filters: { audience: 'all', team: 'no_team' },
        one_time_recipients: '',
        status: 'pending',
        job_id: created.job_id,
      });
      const after = await server.emailQueue.getJob(created.job_id);
      expect(await after?.getState()).toBe('delayed');
      expect(after!.timestamp + after!.delay).toBeGreaterThanOrEqual(Date.parse(newTime) - 1000);
      expect(after!.timestamp + after!.delay).toBeLessThanOrEqual(Date.parse(newTime) + 1000);

      // Edited to "now": queued at once.
      const now = await coordinator('PUT', `${base()}/custom_emails/${created.id}`, {
        email: draft({ send_at: null }),
      });
      expect(now.json().data.send_at).toBeNull();
      expect(await (await server.emailQueue.getJob(created.job_id))?.getState()).toBe('waiting');
    });

    it('refuses to edit an e-mail that started (409) and to delete one being sent (409)', async () => {
      const created = (
        await coordinator('POST', `${base()}/one_time_email`, {
          email: draft({ send_at: later() }),
        })
      ).json().data;
      // The worker's claim (status sending) got there first.
      await server.db.query("UPDATE custom_emails SET status = 'sending' WHERE id = ?", [
        created.id,
      ]);
      const edit = await coordinator('PUT', `${base()}/custom_emails/${created.id}`, {
        email: draft({ subject: 'Too late' }),
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toEqual({ errors: ['This e-mail has already been sent.'] });
      const remove = await coordinator('DELETE', `${base()}/custom_emails/${created.id}`);
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toEqual({ errors: ['This e-mail is being sent.'] });
      const [row] = await server.db.query('SELECT subject FROM custom_emails WHERE id = ?', [
        created.id,
      ]);
      expect(row.subject).toBe('Walk to work week');

      await server.db.query("UPDATE custom_emails SET status = 'sent' WHERE id = ?", [created.id]);
      const editSent = await coordinator('PUT', `${base()}/custom_emails/${created.id}`, {
        email: draft(),
      });
      expect(editSent.statusCode).toBe(409);
      expect(editSent.json()).toEqual({ errors: ['This e-mail has already been sent.'] });
    });

    it('deleting a scheduled e-mail removes it and its job', async () => {
      const created = (
        await coordinator('POST', `${base()}/one_time_email`, {
          email: draft({ send_at: later() }),
        })
      ).json().data;
      expect(await server.emailQueue.getJob(created.job_id)).toBeDefined();
      const response = await coordinator('DELETE', `${base()}/custom_emails/${created.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: created.id });
      expect(await server.emailQueue.getJob(created.job_id)).toBeUndefined();
      const gone = await coordinator('GET', `${base()}/custom_emails/${created.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ errors: ['Custom email could not be found'] });
    });
  });

  describe('previews: the MJML render the worker sends', () => {
    it('previews a one-time e-mail with the subject, the programme name and the first recipient link', async () => {
      const [{ program_name: programName }] = await server.db.query(
        'SELECT program_name FROM promotions WHERE id = ?',
        [ids.demoId],
      );
      const sendAt = later();
      const response = await coordinator('POST', `${base()}/one_time_email_preview`, {
        email: draft({
          subject: 'Preview <this>',
          one_time_recipients: 'first@example.com, second@example.com',
          send_at: sendAt,
        }),
        promotion_id: ids.demoId,
      });
      expect(response.statusCode).toBe(200);
      const [{ custom_email: preview }] = response.json().data;
      expect(preview).toMatchObject({
        subject: 'Preview <this>',
        one_time_recipients: 'first@example.com, second@example.com',
        send_at: sendAt,
        recipients: 2,
      });
      expect(preview.html).toContain('<title>Preview &lt;this&gt;</title>');
      expect(preview.html).toContain(programName);
      expect(preview.html).toContain('Leave the car at home.');
      const token = unsubscribeToken(
        server.config.unsubscribeSecret,
        ids.demoId,
        'first@example.com',
      );
      expect(preview.text).toContain(
        `http://demo.localhost:8080/unsubscribe?email=first%40example.com&token=${token}`,
      );
      expect(preview.text).toContain('Log every walk.');
    });

    it('previews a test e-mail from the content item, the promotion override first', async () => {
      const defaults = await coordinator('GET', `${base()}/test_email/preview?key=evaluation`);
      expect(defaults.statusCode).toBe(200);
      expect(defaults.json().data.subject).toBe('Your programme evaluation is ready');
      expect(defaults.json().data.html).toContain('Please take five minutes');
      expect(defaults.json().data.html).not.toContain('Unsubscribe');

      await server.db.query(
        `INSERT INTO contents (promotion_id, category, \`key\`, \`group\`, sequence, title, email_subject, content, email_image, email_image_caption)
         VALUES (?, 'emails', 'evaluation', 'Emails', 2, 'Our evaluation', '', 'Our own words.', '/api/files/banner.png', 'Our banner')`,
        [ids.demoId],
      );
      const own = await coordinator('GET', `${base()}/test_email/preview?key=evaluation`);
      // A blank e-mail subject falls back to the title.
      expect(own.json().data.subject).toBe('Our evaluation');
      expect(own.json().data.html).toContain('Our own words.');
      expect(own.json().data.html).toContain(
        'src="http://demo.localhost:8080/api/files/banner.png"',
      );
      expect(own.json().data.html).toContain('alt="Our banner"');
      const bad = await coordinator('GET', `${base()}/test_email/preview?key=tips`);
      expect(bad.statusCode).toBe(400);
    });
  });
});
