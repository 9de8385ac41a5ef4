import type { FastifyInstance } from 'fastify';
import { listenToEvents } from '@wellness/platform/testing';
import { messagesServer } from '../conversation-helpers';

type Setup = Awaited<ReturnType<typeof messagesServer>>;
let server: FastifyInstance;
let people: Setup['people'];
let rows: Setup['rows'];
let messages: Setup['messages'];

beforeAll(async () => {
  ({ server, people, rows, messages } = await messagesServer());
  await rows.befriend(people.pat, people.sam);
  await rows.befriend(people.cory, people.pat);
});
afterAll(() => server.close());

const startWith = async (who = people.pat, recipient = people.sam) => {
  const response = await messages.start(who, recipient);
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.body}`);
  return response.json().data as { id: number } & Record<string, unknown>;
};

describe('direct conversations between friends', () => {
  it('starts one conversation per pair of friends, whoever starts it, even at once', async () => {
    const [a, b] = await Promise.all([
      startWith(people.pat, people.sam),
      startWith(people.sam, people.pat),
    ]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({
      conversation_type: 'd',
      conversation_type_id: null,
      name: 'Sam Second',
      unseen: 0,
      muted: false,
      removed: false,
    });
    expect((a.members as Array<{ id: number }>).map((m) => m.id).sort()).toEqual(
      [people.pat.id, people.sam.id].sort(),
    );
  });

  it('refuses someone who is not a friend, and a user of another promotion', async () => {
    const stranger = await messages.start(people.pete, people.pat);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ errors: ['You can only message your friends.'] });
    const outside = await messages.start(people.pat, people.outsider);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ errors: ['User could not be found'] });
  });

  it('answers a message only after it is stored, then alerts the conversation room', async () => {
    const { id } = await startWith();
    const listener = await listenToEvents(server);
    const sent = await messages.send(people.pat, id, '  Lunch walk at noon?  ');
    expect(sent.statusCode).toBe(201);
    const message = sent.json().data;
    expect(message).toMatchObject({
      conversation_id: id,
      user_id: people.pat.id,
      body: 'Lunch walk at noon?',
      action: null,
    });
    expect(message.created_at_milliseconds).toBe(Date.parse(message.created_at));
    // Stored (committed) when acknowledged: another connection reads it.
    const [stored] = await server.db.query('SELECT body FROM messages WHERE id = ?', [message.id]);
    expect(stored.body).toBe('Lunch walk at noon?');
    const events = await listener.stop();
    expect(events).toContainEqual({
      type: 'conversationAlert',
      promotion_id: expect.any(Number),
      audience: { kind: 'conversation', id },
      payload: {
        conversation_id: id,
        action: 'message',
        message_id: message.id,
        user_id: people.pat.id,
      },
    });
  });

  it('refuses a blank message and a message to a conversation the caller is not in', async () => {
    const { id } = await startWith();
    const blank = await messages.send(people.pat, id, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      errors: ['Oops, you need to write something before you send.'],
    });
    for (const who of [people.cory, people.pete, people.outsider]) {
      expect((await messages.send(who, id, 'Let me in')).statusCode).toBe(404);
      const read = await messages.call(who, 'GET', `/api/conversations/${id}/messages`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ errors: ['Conversation could not be found'] });
      expect((await messages.call(who, 'GET', `/api/conversations/${id}`)).statusCode).toBe(404);
      expect(
        (await messages.call(who, 'POST', `/api/conversations/${id}/seen`, {})).statusCode,
      ).toBe(404);
    }
  });

  it('pages history newest page first, each page in the order written', async () => {
    const { id } = await startWith(people.cory, people.pat);
    for (let n = 1; n <= 25; n += 1)
      await messages.send(n % 2 ? people.cory : people.pat, id, `Message ${n}`);
    const first = (
      await messages.call(people.pat, 'GET', `/api/conversations/${id}/messages`)
    ).json();
    expect(first.meta).toEqual({ total_records: 25, page_size: 20, has_more: true });
    expect(first.data.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Message ${i + 6}`),
    );
    const older = (
      await messages.call(
        people.pat,
        'GET',
        `/api/conversations/${id}/messages?before_id=${first.data[0].id}`,
      )
    ).json();
    expect(older.meta.has_more).toBe(false);
    expect(older.data.map((m: { body: string }) => m.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
  });

  it('counts unseen messages per conversation and in the summary until seen; muted ones stay out of the summary', async () => {
    await server.db.query('DELETE FROM messages');
    await server.db.query('UPDATE conversation_members SET last_seen_at = NOW(3)');
    const { id } = await startWith();
    await messages.send(people.pat, id, 'One');
    await messages.send(people.pat, id, 'Two');
    const listed = (await messages.list(people.sam)).find((c) => c.id === id)!;
    expect(listed.unseen).toBe(2);
    expect((listed.current_messages as Array<{ body: string }>).map((m) => m.body)).toEqual([
      'Two',
    ]);
    expect((await messages.list(people.pat)).find((c) => c.id === id)!.unseen).toBe(0);
    const summary = await messages.call(people.sam, 'GET', '/api/conversation_summary');
    expect(summary.json().data).toEqual({
      conversations: 1,
      conversation_ids: [id],
      unseen_conversations: 1,
      unseen_messages: 2,
    });

    const muted = await messages.call(people.sam, 'PUT', `/api/conversations/${id}`, {
      muted: true,
    });
    expect(muted.json().data).toMatchObject({ muted: true, unseen: 2 });
    expect(
      (await messages.call(people.sam, 'GET', '/api/conversation_summary')).json().data,
    ).toEqual({
      conversations: 1,
      conversation_ids: [id],
      unseen_conversations: 0,
      unseen_messages: 0,
    });
    await messages.call(people.sam, 'PUT', `/api/conversations/${id}`, { muted: false });

    const seen = await messages.call(people.sam, 'POST', `/api/conversations/${id}/seen`, {});
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.unseen).toBe(0);
    expect(seen.json().data.last_seen_at_milliseconds).toEqual(expect.any(Number));
    expect(
      (await messages.call(people.sam, 'GET', '/api/conversation_summary')).json().data
        .unseen_messages,
    ).toBe(0);
  });

  it('leaves: the leaver reads nothing more and the others see who left', async () => {
    const { id } = await startWith(people.cory, people.pat);
    const refused = await messages.call(
      people.pat,
      'DELETE',
      `/api/conversations/${id}/users/${people.cory.id}`,
    );
    expect(refused.statusCode).toBe(403);
    const listener = await listenToEvents(server);
    const left = await messages.call(
      people.pat,
      'DELETE',
      `/api/conversations/${id}/users/${people.pat.id}`,
    );
    expect(left.json()).toEqual({ data: { id, removed: true }, meta: {} });
    expect((await listener.stop()).map((e) => [e.audience, e.payload])).toEqual([
      [
        { kind: 'conversation', id },
        { conversation_id: id, action: 'conversation' },
      ],
      [
        { kind: 'user', id: people.pat.id },
        { conversation_id: id, action: 'removed', removed: true },
      ],
    ]);
    expect(
      (await messages.call(people.pat, 'GET', `/api/conversations/${id}/messages`)).statusCode,
    ).toBe(404);
    expect((await messages.list(people.pat)).some((c) => c.id === id)).toBe(false);
    const history = (
      await messages.call(people.cory, 'GET', `/api/conversations/${id}/messages`)
    ).json().data;
    expect(history.at(-1)).toMatchObject({ action: 'left', user_id: people.pat.id, body: '' });
    // Still named after the one who left, though Cory is its only member now.
    const stays = (await messages.call(people.cory, 'GET', `/api/conversations/${id}`)).json().data;
    expect(stays).toMatchObject({
      name: 'Pat Participant',
      members: [expect.objectContaining({ id: people.cory.id })],
    });
    // Starting again brings both back.
    expect((await startWith(people.cory, people.pat)).id).toBe(id);
    expect(
      (await messages.call(people.pat, 'GET', `/api/conversations/${id}/messages`)).statusCode,
    ).toBe(200);
  });

  it('adds only friends of the caller to a conversation', async () => {
    const { id } = await startWith(people.pat, people.sam);
    const stranger = await messages.call(people.pat, 'POST', `/api/conversations/${id}/users`, {
      user_ids: [people.pete.id],
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ errors: ['You can only message your friends.'] });
    const added = await messages.call(people.pat, 'POST', `/api/conversations/${id}/users`, {
      user_ids: [people.cory.id],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.members).toHaveLength(3);
    expect(
      (await messages.call(people.cory, 'GET', `/api/conversations/${id}/messages`)).statusCode,
    ).toBe(200);
    // No longer the pair's own: Pat and Sam start a conversation of their own again.
    expect((await startWith(people.pat, people.sam)).id).not.toBe(id);
  });
});

describe('team chat', () => {
  it("is the team's members: joined and removed with the team at once", async () => {
    const teamId = await rows.team('Step Sisters', [people.pat, people.sam]);
    const chat = await messages.call(people.pat, 'GET', `/api/teams/${teamId}/conversation`);
    expect(chat.statusCode).toBe(200);
    const conversation = chat.json().data;
    expect(conversation).toMatchObject({
      conversation_type: 't',
      conversation_type_id: teamId,
      name: 'Step Sisters',
    });
    expect(conversation.members.map((m: { id: number }) => m.id).sort()).toEqual(
      [people.pat.id, people.sam.id].sort(),
    );
    // One conversation per team, whoever asks first.
    expect(
      (await messages.call(people.sam, 'GET', `/api/teams/${teamId}/conversation`)).json().data.id,
    ).toBe(conversation.id);
    expect((await messages.send(people.sam, conversation.id, 'Go team')).statusCode).toBe(201);

    for (const who of [people.pete, people.outsider]) {
      expect(
        (await messages.call(who, 'GET', `/api/teams/${teamId}/conversation`)).statusCode,
      ).toBe(404);
      expect(
        (await messages.call(who, 'GET', `/api/conversations/${conversation.id}/messages`))
          .statusCode,
      ).toBe(404);
    }
    await rows.joinTeam(teamId, people.pete);
    const joined = await messages.call(
      people.pete,
      'GET',
      `/api/conversations/${conversation.id}/messages`,
    );
    expect(joined.json().data.map((m: { body: string }) => m.body)).toEqual(['Go team']);
    expect((await messages.list(people.pete)).find((c) => c.id === conversation.id)?.unseen).toBe(
      1,
    );

    await rows.leaveTeam(teamId, people.sam);
    expect(
      (await messages.call(people.sam, 'GET', `/api/conversations/${conversation.id}/messages`))
        .statusCode,
    ).toBe(404);
    expect((await messages.send(people.sam, conversation.id, 'Still here?')).statusCode).toBe(404);
    expect((await messages.list(people.sam)).some((c) => c.id === conversation.id)).toBe(false);
    const left = await messages.call(
      people.pat,
      'DELETE',
      `/api/conversations/${conversation.id}/users/${people.pat.id}`,
    );
    expect(left.statusCode).toBe(422);
    expect(left.json()).toEqual({ errors: ["A team chat's members are the team's members."] });
  });

  it("lists the caller's team chat before anyone wrote in it", async () => {
    await server.db.query('UPDATE users SET team_id = NULL');
    await server.db.query('DELETE FROM team_members');
    const teamId = await rows.team('Night Owls', [people.cory]);
    const list = await messages.list(people.cory);
    expect(list.filter((c) => c.conversation_type === 't')).toEqual([
      expect.objectContaining({ conversation_type_id: teamId, name: 'Night Owls', unseen: 0 }),
    ]);
  });
});

describe('lists and reports', () => {
  it("answers only the caller's own list", async () => {
    expect(
      (await messages.call(people.pat, 'GET', `/api/users/${people.sam.id}/conversations`))
        .statusCode,
    ).toBe(404);
  });

  it('counts messages per day for staff', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const volume = await messages.call(
      people.cory,
      'GET',
      `/api/conversation_volume?from=${today}&to=${today}`,
    );
    expect(volume.statusCode).toBe(200);
    const [day] = volume.json().data;
    expect(day).toMatchObject({
      date: today,
      messages: expect.any(Number),
      senders: expect.any(Number),
    });
    expect(day.messages).toBeGreaterThan(0);
    expect((await messages.call(people.pat, 'GET', '/api/conversation_volume')).statusCode).toBe(
      403,
    );
  });
});
