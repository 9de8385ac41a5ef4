import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '@wellness/platform/testing';
import { wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

const form = {
  first_name: 'Pat',
  last_name: 'Quinn',
  organization: 'Acme',
  email: 'pat@example.com',
  extra_tags: 'Logging',
  message: 'Hello',
  info: {
    browser_name: 'Firefox',
    browser_version: '133',
    operating_system: 'macOS',
    session_data: 'x',
  },
};

describe('support: contact requests and feedback (spec 2 "Support")', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
  });
  afterAll(() => server.close());

  const stored = async (id: number) =>
    (await server.db.query('SELECT * FROM contact_requests WHERE id = ?', [id]))[0];

  it('stores a signed-in request with its info and the session user id (not the client one), and queues the e-mail', async () => {
    const response = await wall.call(actors.author, 'POST', '/api/contact_requests', form);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message).toBe('Thank you. Message sent successfully.');
    const row = await stored(response.json().data.id);
    expect(row).toMatchObject({
      promotion_id: 2,
      user_id: actors.author.id,
      first_name: 'Pat',
      email: 'pat@example.com',
      extra_tags: 'Logging',
      message: 'Hello',
    });
    expect(JSON.parse(row.info)).toEqual({ ...form.info, user_id: actors.author.id });
    const job = await server.emailQueue.getJob(`contact-email-${row.id}`);
    expect(job?.data).toEqual({ contact_request_id: row.id });
    const sneaky = await wall.call(actors.author, 'POST', '/api/contact_requests', {
      ...form,
      info: { ...form.info, user_id: 1 },
    });
    expect(sneaky.statusCode).toBe(400);
  });

  it("a guest's request is stored for the promotion the host names, with no user", async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/contact_requests',
      headers: clientHeaders(undefined, 'demo.localhost:8080'),
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().data.id)).toMatchObject({ promotion_id: 2, user_id: null });
    const unknown = await server.inject({
      method: 'POST',
      url: '/api/contact_requests',
      headers: clientHeaders(undefined, 'nowhere.localhost:8080'),
      payload: form,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    [{ first_name: ' ' }, 'Please enter your first and last name.'],
    [{ email: 'not-an-address' }, 'Please enter a valid e-mail address.'],
    [{ message: '  ' }, 'Please write your message.'],
  ])('refuses %j with 422 %s and stores nothing', async (change, message) => {
    const [{ n: before }] = await server.db.query('SELECT COUNT(*) AS n FROM contact_requests');
    const response = await wall.call(actors.author, 'POST', '/api/contact_requests', {
      ...form,
      ...change,
    });
    expect([response.statusCode, response.json()]).toEqual([422, { errors: [message] }]);
    const [{ n: after }] = await server.db.query('SELECT COUNT(*) AS n FROM contact_requests');
    expect(Number(after)).toBe(Number(before));
  });

  it('takes feedback only when the promotion has is_feedback_enabled', async () => {
    const feedback = {
      name: ' Pat   Participant ',
      email: 'pat@demo.test',
      feedback: ' Great! ',
      browser: 'Chrome 131 (Linux)',
      request_url: '/home',
    };
    await server.db.query('UPDATE promotions SET is_feedback_enabled = FALSE WHERE id = 2');
    const off = await wall.call(actors.author, 'POST', '/api/feedbacks', feedback);
    expect([off.statusCode, off.json()]).toEqual([
      403,
      { errors: ['Feedback is not enabled for this program.'] },
    ]);
    await server.db.query('UPDATE promotions SET is_feedback_enabled = TRUE WHERE id = 2');
    const on = await wall.call(actors.author, 'POST', '/api/feedbacks', feedback);
    expect(on.statusCode).toBe(201);
    expect(on.json().data).toEqual({
      id: expect.any(Number),
      name: 'Pat Participant',
      email: 'pat@demo.test',
      feedback: 'Great!',
      request_url: '/home',
      browser: 'Chrome 131 (Linux)',
    });
    const [row] = await server.db.query(
      'SELECT user_id, promotion_id, name, email, content, page, browser FROM feedbacks WHERE id = ?',
      [on.json().data.id],
    );
    expect(row).toEqual({
      user_id: actors.author.id,
      promotion_id: 2,
      name: 'Pat Participant',
      email: 'pat@demo.test',
      content: 'Great!',
      page: '/home',
      browser: 'Chrome 131 (Linux)',
    });
  });

  // Spec 3 s5 "Feedback requires full name, email and feedback text (a flag for each missing)".
  it.each([
    [{ name: ' ' }, 'Please enter your full name.'],
    [{ email: 'not-an-address' }, 'Please enter a valid e-mail address.'],
    [{ feedback: ' ' }, 'Please write your feedback.'],
  ])('refuses feedback missing a required field: %j', async (change, message) => {
    await server.db.query('UPDATE promotions SET is_feedback_enabled = TRUE WHERE id = 2');
    const [{ n: before }] = await server.db.query('SELECT COUNT(*) AS n FROM feedbacks');
    const response = await wall.call(actors.author, 'POST', '/api/feedbacks', {
      name: 'Pat Participant',
      email: 'pat@demo.test',
      feedback: 'Great!',
      ...change,
    });
    expect([response.statusCode, response.json()]).toEqual([422, { errors: [message] }]);
    const [{ n: after }] = await server.db.query('SELECT COUNT(*) AS n FROM feedbacks');
    expect(Number(after)).toBe(Number(before));
  });
});
