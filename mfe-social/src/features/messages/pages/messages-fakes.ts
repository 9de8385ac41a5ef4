import type { MockRoutes } from '@wellness/shared-ui/testing';
import { buildUser } from '@wellness/shared-ui/testing';
import type { Conversation, Message, Person } from '../api/messages-api';

export const ME: Person = { id: 10, full_name: 'Test User', image: null };
export const SAM: Person = { id: 20, full_name: 'Sam Lee', image: null };

/** 09:05 on 3 March 2026, local time: "Mar 03, 09:05 AM". */
export const AT = new Date(2026, 2, 3, 9, 5).getTime();

let nextId = 100;
export function buildMessage(
  conversationId: number,
  user: Person,
  body: string,
  at?: number,
): Message {
  const id = (nextId += 1);
  const created = at ?? AT + id * 60_000;
  return {
    id,
    conversation_id: conversationId,
    user_id: user.id,
    body,
    action: null,
    created_at: new Date(created).toISOString(),
    created_at_milliseconds: created,
    user,
  };
}

/**
 * A small fake of the messages API, keeping state between calls: conversations with their
 * messages, unseen counts cleared by /seen, messages appended by POST.
 */
export function fakeMessagesServer(conversations: Array<Partial<Conversation> & { id: number }>) {
  const state = conversations.map((c) => ({
    conversation_type: 'd' as const,
    conversation_type_id: null,
    name: SAM.full_name,
    members: [ME, SAM],
    unseen: 0,
    muted: false,
    last_seen_at_milliseconds: null,
    last_message_at_milliseconds: null,
    removed: false,
    current_messages: [] as Message[],
    ...c,
  }));
  const history = new Map<number, Message[]>(state.map((c) => [c.id, [...c.current_messages]]));
  const find = (request: Request) => {
    const id = Number(new URL(request.url).pathname.split('/')[3]);
    return state.find((c) => c.id === id)!;
  };
  const listed = () =>
    state
      .filter((c) => !c.removed)
      .map((c) => ({ ...c, current_messages: history.get(c.id)!.slice(-1) }));
  const routes: MockRoutes = {
    'GET /api/users/me': { body: { data: buildUser(), meta: {} } },
    'GET /api/users/10/conversations': () => ({ body: { data: listed(), meta: {} } }),
  };
  const messagesOf = (request: Request) => {
    const url = new URL(request.url);
    const all = history.get(find(request).id)!;
    const before = Number(url.searchParams.get('before_id') ?? Infinity);
    const older = all.filter((m) => m.id < before);
    const page = older.slice(-20);
    return {
      body: {
        data: page,
        meta: { total_records: all.length, page_size: 20, has_more: older.length > page.length },
      },
    };
  };
  for (const c of state) {
    const base = `/api/conversations/${c.id}`;
    routes[`GET ${base}/messages`] = messagesOf;
    routes[`POST ${base}/seen`] = (request) => {
      const conversation = find(request);
      conversation.unseen = 0;
      return { body: { data: conversation, meta: {} } };
    };
    // mockFetch answers synchronously: the text arrives before the refetch that shows it.
    routes[`POST ${base}/messages`] = (request) => {
      const message = buildMessage(c.id, ME, '');
      history.get(c.id)!.push(message);
      void request
        .clone()
        .json()
        .then(({ body }: { body: string }) => Object.assign(message, { body }));
      return { status: 201, body: { data: message, meta: {} } };
    };
    routes[`PUT ${base}`] = (request) => ({ body: { data: find(request), meta: {} } });
    routes[`DELETE ${base}/users/10`] = (request) => {
      find(request).removed = true;
      return { body: { data: { id: c.id, removed: true }, meta: {} } };
    };
  }
  routes['GET /api/conversation_summary'] = () => ({
    body: {
      data: {
        conversations: state.length,
        conversation_ids: state.map((c) => c.id),
        unseen_conversations: state.filter((c) => c.unseen > 0).length,
        unseen_messages: state.reduce((sum, c) => sum + c.unseen, 0),
      },
      meta: {},
    },
  });
  return {
    routes,
    /** A message a friend wrote (the server stored it; the test then sends the alert). */
    receive(conversationId: number, body: string) {
      const message = buildMessage(conversationId, SAM, body);
      history.get(conversationId)!.push(message);
      state.find((c) => c.id === conversationId)!.unseen += 1;
      return message;
    },
  };
}
