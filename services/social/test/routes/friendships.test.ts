import type { FastifyInstance } from 'fastify';
import { emptyFriends, friendsServer, inviteJobs } from '../friends-helpers';
import type { WallActors } from '../wall-helpers';

describe('friendships (spec 2 s4 "Friendship", s7 "Friends")', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let friends: Awaited<ReturnType<typeof friendsServer>>['friends'];
  beforeAll(async () => {
    ({ server, actors, friends } = await friendsServer());
  });
  beforeEach(() => emptyFriends(server));
  afterAll(() => server.close());

  it('sends a request as P, shows it sent and received, and accepting moves it to both lists', async () => {
    const { author, other } = actors;
    const request = await friends.ask(author, other, 'Walk with me?');
    expect(request).toMatchObject({ status: 'P', friendee_id: other.id, message: 'Walk with me?' });
    expect((await friends.list(author, 'sent_requests')).map((f) => f.id)).toEqual([request.id]);
    expect((await friends.list(other, 'received_requests')).map((f) => f.id)).toEqual([request.id]);
    expect(await friends.list(other, 'sent_requests')).toEqual([]);
    const [notification] = await server.db.query(
      'SELECT `key`, message FROM notifications WHERE user_id = ?',
      [other.id],
    );
    expect(notification).toEqual({
      key: `friend_${author.id}_request`,
      message: 'Pat Participant sent you a friend request.',
    });

    const accepted = await friends.answer(other, request.id, 'A');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: request.id, status: 'A' });
    expect((await friends.list(author, 'A')).map((f) => f.id)).toEqual([request.id]);
    expect((await friends.list(other, 'A')).map((f) => f.id)).toEqual([request.id]);
    expect(await friends.list(other, 'received_requests')).toEqual([]);
    expect(await friends.list(author, 'sent_requests')).toEqual([]);
    const status = (await friends.status(author, other)).json().data;
    expect(status).toEqual([expect.objectContaining({ user_id: other.id, status: 'A', value: 3 })]);
    const again = await friends.call(author, 'POST', '/api/friendships', { friendee_id: other.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['You are already friends.'] });
  });

  it('declines (gone from incoming), resends (back to P) and withdraws', async () => {
    const { author, other } = actors;
    const request = await friends.ask(author, other);
    expect((await friends.answer(other, request.id, 'D')).json().data.status).toBe('D');
    expect(await friends.list(other, 'received_requests')).toEqual([]);
    expect((await friends.list(author, 'sent_requests'))[0]).toMatchObject({ status: 'D' });
    expect((await friends.status(other, author)).json().data[0].value).toBe(0);

    // Only the sender resends, only the receiver answers.
    expect((await friends.answer(other, request.id, 'P')).json()).toEqual({
      errors: ['Only the person who asked can resend this friend request.'],
    });
    const resent = await friends.answer(author, request.id, 'P');
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.status).toBe('P');
    expect((await friends.list(other, 'received_requests')).map((f) => f.id)).toEqual([request.id]);
    expect((await friends.answer(author, request.id, 'A')).json()).toEqual({
      errors: ['Only the person asked can answer this friend request.'],
    });

    const withdrawn = await friends.call(author, 'DELETE', `/api/friendships/${request.id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(await friends.list(other, 'received_requests')).toEqual([]);
    expect(await friends.list(author, 'sent_requests')).toEqual([]);
  });

  it('removes a friend from either side', async () => {
    const { author, other } = actors;
    const request = await friends.ask(author, other);
    await friends.answer(other, request.id, 'A');
    expect((await friends.call(other, 'DELETE', `/api/friendships/${request.id}`)).statusCode).toBe(
      200,
    );
    expect(await friends.list(author, 'A')).toEqual([]);
    expect((await friends.status(author, other)).json().data[0]).toMatchObject({
      status: null,
      value: 0,
    });
  });

  it('a request to someone who already asked accepts theirs; asking twice is 409', async () => {
    const { author, other } = actors;
    const theirs = await friends.ask(other, author);
    const twice = await friends.call(other, 'POST', '/api/friendships', { friendee_id: author.id });
    expect(twice.json()).toEqual({
      errors: ['You have already sent this person a friend request.'],
    });
    const mine = await friends.ask(author, other);
    expect(mine).toMatchObject({ id: theirs.id, status: 'A' });
    expect((await friends.list(other, 'A')).map((f) => f.id)).toEqual([theirs.id]);
  });

  it('refuses a request to a user of another promotion, and hides friendships from them', async () => {
    const { author, other, outsider } = actors;
    const refused = await friends.call(author, 'POST', '/api/friendships', {
      friendee_id: outsider.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errors: ['User could not be found'] });
    expect((await friends.status(author, outsider)).statusCode).toBe(404);
    const request = await friends.ask(author, other);
    expect((await friends.answer(outsider, request.id, 'A')).statusCode).toBe(404);
    expect(
      (await friends.call(outsider, 'DELETE', `/api/friendships/${request.id}`)).statusCode,
    ).toBe(404);
    expect(await friends.list(outsider, 'A')).toEqual([]);
  });

  it('refuses yourself, a moderator and a body naming both or neither', async () => {
    const { author, master } = actors;
    const self = await friends.call(author, 'POST', '/api/friendships', { friendee_id: author.id });
    expect(self.json()).toEqual({ errors: ['You cannot add yourself as a friend.'] });
    const moderator = await friends.call(author, 'POST', '/api/friendships', {
      friendee_id: master.id,
    });
    expect(moderator.json()).toEqual({ errors: ['Only participants can have friends.'] });
    // Spec 2 s4: "A 403 on friendship status is treated as a moderator with status X".
    const status = await friends.status(author, master);
    expect(status.statusCode).toBe(403);
    expect(status.json()).toEqual({ errors: ['Moderators have no friendships.'] });
    expect((await friends.call(master, 'GET', '/api/friendships?status=A')).statusCode).toBe(403);
    for (const body of [{}, { friendee_id: master.id, friend_email: 'a@b.test' }]) {
      const response = await friends.call(author, 'POST', '/api/friendships', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: ['Choose a person or an e-mail address.'] });
    }
  });

  it('decides two answers at once: one accepts, the other is told it was answered', async () => {
    const { author, other } = actors;
    const request = await friends.ask(author, other);
    const answers = await Promise.all([
      friends.answer(other, request.id, 'A'),
      friends.answer(other, request.id, 'D'),
      friends.answer(other, request.id, 'A'),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({ errors: ['This friend request has already been answered.'] });
    const [row] = await server.db.query('SELECT COUNT(*) AS n FROM friendships');
    expect(Number(row.n)).toBe(1);
  });

  it('crossed requests sent at once make one friendship', async () => {
    const { author, other } = actors;
    const results = await Promise.all([
      friends.call(author, 'POST', '/api/friendships', { friendee_id: other.id }),
      friends.call(other, 'POST', '/api/friendships', { friendee_id: author.id }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await server.db.query('SELECT status FROM friendships');
    expect(rows).toEqual([{ status: 'A' }]);
  });

  describe('search (spec 2 s5)', () => {
    it('tags friend 3, outgoing 2, incoming 1, available 0 and lists them in that order', async () => {
      const { author, other, coordinator, expert } = actors;
      await friends.answer(other, (await friends.ask(author, other)).id, 'A');
      await friends.ask(author, expert);
      await friends.ask(coordinator, author);
      const [{ first_name: f1 }, { first_name: f2 }, { first_name: f3 }] = await server.db.query(
        'SELECT first_name FROM users WHERE id IN (?) ORDER BY FIELD(id, ?)',
        [
          [other.id, expert.id, coordinator.id],
          [other.id, expert.id, coordinator.id],
        ],
      );
      const found = await friends.call(
        author,
        'GET',
        `/api/friends/search?query=${encodeURIComponent(`${f3};${f2}, ${f1}`)}`,
      );
      expect(found.statusCode).toBe(200);
      const tags = found
        .json()
        .data.filter((p: { id: number }) => [other.id, expert.id, coordinator.id].includes(p.id))
        .map((p: { id: number; friendStatus: { value: number } }) => [p.id, p.friendStatus.value]);
      expect(tags).toEqual([
        [other.id, 3],
        [expert.id, 2],
        [coordinator.id, 1],
      ]);
      const values = found
        .json()
        .data.map((p: { friendStatus: { value: number } }) => p.friendStatus.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    });

    it('finds a participant by exact e-mail, never the caller, a moderator or another promotion', async () => {
      const { author, master } = actors;
      const byEmail = await friends.call(
        author,
        'GET',
        '/api/friends/search?query=participant2@demo.test',
      );
      expect(byEmail.json().data).toEqual([
        expect.objectContaining({
          id: actors.other.id,
          email: 'participant2@demo.test',
          friendStatus: { value: 0, friendship: null },
        }),
      ]);
      const none = async (query: string) =>
        (
          await friends.call(
            author,
            'GET',
            `/api/friends/search?query=${encodeURIComponent(query)}`,
          )
        ).json().data;
      expect(await none('participant@demo.test')).toEqual([]);
      expect(await none('master@demo.test')).toEqual([]);
      expect(await none('Otto')).toEqual([]);
      expect(await none('  ')).toEqual([]);
      expect(master).toBeDefined();
    });
  });

  describe('invite by e-mail (POST /emails/invite)', () => {
    it('strips whitespace, splits on ; or , and queues one invite each', async () => {
      const { author } = actors;
      await server.emailQueue.obliterate({ force: true });
      const response = await friends.call(author, 'POST', '/api/emails/invite', {
        emails: ' new.one@example.test ;New.Two@example.test,\tnew.one@example.test ',
        message: 'Join me',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.message).toBe('Invite successfully sent!');
      const invites = response.json().data.friendships;
      expect(invites.map((f: { friend_email: string }) => f.friend_email).sort()).toEqual([
        'new.one@example.test',
        'new.two@example.test',
      ]);
      expect(invites[0]).toMatchObject({ status: 'P', friendee_id: null, friendee: null });
      const jobs = await inviteJobs(server);
      expect(jobs.map((job) => job.email).sort()).toEqual([
        'new.one@example.test',
        'new.two@example.test',
      ]);
      expect((await friends.list(author, 'sent_requests')).length).toBe(2);
      // The same address again is left as it is (resend it instead).
      const again = await friends.call(author, 'POST', '/api/friendships', {
        friend_email: 'new.one@example.test',
      });
      expect(again.statusCode).toBe(201);
      expect(again.json().data).toEqual([]);
      expect((await inviteJobs(server)).length).toBe(2);
    });

    it("refuses one's own address, bad addresses and none; a registered address becomes a request", async () => {
      const { author, other } = actors;
      const send = (emails: string) =>
        friends.call(author, 'POST', '/api/emails/invite', { emails });
      expect((await send('participant@demo.test')).json()).toEqual({
        errors: ['You cannot invite yourself.'],
      });
      expect((await send('not-an-address')).json()).toEqual({
        errors: ['not-an-address is not a valid email address.'],
      });
      expect((await send(' ; , ')).json()).toEqual({
        errors: ['Must include at least 1 email address.'],
      });
      const registered = await send('participant2@demo.test');
      expect(registered.statusCode).toBe(201);
      expect(registered.json().data.friendships).toEqual([
        expect.objectContaining({ friendee_id: other.id, status: 'P' }),
      ]);
    });

    it('is refused while registration is closed; resend then works only for a registered friend', async () => {
      const { author, other } = actors;
      const invite = (
        await friends.call(author, 'POST', '/api/emails/invite', { emails: 'late@example.test' })
      ).json().data.friendships[0];
      const request = await friends.ask(author, other);
      const [{ registration_ends_on: end }] = await server.db.query(
        "SELECT registration_ends_on FROM promotions WHERE subdomain = 'demo'",
      );
      await server.db.query(
        "UPDATE promotions SET registration_ends_on = '2020-01-01' WHERE subdomain = 'demo'",
      );
      try {
        const closed = await friends.call(author, 'POST', '/api/emails/invite', {
          emails: 'later@example.test',
        });
        expect(closed.statusCode).toBe(422);
        expect(closed.json()).toEqual({
          errors: ['Registration is closed: invites cannot be sent.'],
        });
        const resendInvite = await friends.answer(author, invite.id, 'P');
        expect(resendInvite.statusCode).toBe(422);
        expect(resendInvite.json()).toEqual({
          errors: ['Registration is closed: this invite cannot be resent.'],
        });
        expect((await friends.answer(author, request.id, 'P')).statusCode).toBe(200);
      } finally {
        await server.db.query(
          "UPDATE promotions SET registration_ends_on = ? WHERE subdomain = 'demo'",
          [end],
        );
      }
      const reopened = await friends.answer(author, invite.id, 'P');
      expect(reopened.statusCode).toBe(200);
    });
  });

  describe('friend e-mail (POST /send_mail, email_type friend)', () => {
    const send = (body: object) => friends.call(actors.author, 'POST', '/api/send_mail', body);
    const friendJobs = async () =>
      (await server.emailQueue.getJobs(['waiting', 'delayed', 'prioritized']))
        .filter((job) => job.name === 'friend-email')
        .map((job) => job.data as { recipient_ids: number[]; message: string });

    it('queues the message to one friend or all of them; a message is needed', async () => {
      const { author, other, coordinator } = actors;
      await server.emailQueue.obliterate({ force: true });
      expect(
        (await send({ email_type: 'friend', recipient_id: 'all', message: 'Hi' })).json(),
      ).toEqual({
        errors: ['You have no friends to e-mail yet.'],
      });
      await friends.answer(other, (await friends.ask(author, other)).id, 'A');
      await friends.answer(author, (await friends.ask(coordinator, author)).id, 'A');
      const blank = await send({ email_type: 'friend', recipient_id: 'all', message: '  ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toEqual({ errors: ['Please include a message.'] });
      const all = await send({ email_type: 'friend', recipient_id: 'all', message: 'Walk at 12?' });
      expect(all.statusCode).toBe(202);
      expect(all.json().data).toEqual({ message: 'Email sent successfully.', recipients: 2 });
      const one = await send({ email_type: 'friend', recipient_id: other.id, message: 'Just you' });
      expect(one.json().data.recipients).toBe(1);
      const jobs = await friendJobs();
      expect(jobs.map((job) => [job.recipient_ids.sort(), job.message])).toEqual(
        expect.arrayContaining([
          [[other.id, coordinator.id].sort(), 'Walk at 12?'],
          [[other.id], 'Just you'],
        ]),
      );
      // Someone who is not a friend (another promotion's user alike) is not found.
      const stranger = await send({
        email_type: 'friend',
        recipient_id: actors.outsider.id,
        message: 'x',
      });
      expect(stranger.statusCode).toBe(404);
    });
  });
});
