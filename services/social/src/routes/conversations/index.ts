import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, IdParam, notFound, ok, responses } from '@wellness/platform';
import {
  alertConversation,
  alertUsers,
  addUsers,
  findConversation,
  leaveConversation,
  listConversations,
  markSeen,
  setMuted,
  startDirect,
  teamConversationId,
} from '../../domain/messages';
import { NOT_ALLOWED } from '../../domain/posts';
import { messageRoutes } from './messages';
import { ConversationSchema, Include } from './schema';

/** A conversation is the caller's own when they are one of its members (README "Messages"). */
const own = { access: { allow: 'signed-in', scope: 'own' } } as const;
const IdParams = Type.Object({ id: IdParam }, { additionalProperties: false });
const conversationResponse = responses(ConversationSchema);

/** Spec 2 s7 "Messages": conversations, team chats and direct ones between friends. */
export const conversationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const caller = (user: { id: number; promotion_id: number }) => ({
    userId: user.id,
    promotionId: user.promotion_id,
  });

  fastify.get(
    '/users/:user_id/conversations',
    {
      config: own,
      schema: {
        tags: ['messages'],
        params: Type.Object({ user_id: IdParam }, { additionalProperties: false }),
        querystring: Type.Object({ include: Include }, { additionalProperties: false }),
        response: responses(
          Type.Array(ConversationSchema),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const user = request.user!;
      if (request.params.user_id !== user.id) throw notFound('Conversations');
      const list = await listConversations(
        fastify.db,
        caller(user),
        request.query.include ?? 'last',
      );
      return ok(list, { total_records: list.length });
    },
  );

  fastify.get(
    '/conversations/:id',
    {
      config: own,
      schema: {
        tags: ['messages'],
        params: IdParams,
        querystring: Type.Object({ include: Include }, { additionalProperties: false }),
        response: conversationResponse,
      },
    },
    async (request) =>
      ok(
        await findConversation(
          fastify.db,
          caller(request.user!),
          request.params.id,
          request.query.include,
        ),
      ),
  );

  /** Starts or reopens the caller's conversation with a friend (/messages?recipient=). */
  fastify.post(
    '/conversations',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['messages'],
        body: Type.Object({ recipient_id: IdParam }, { additionalProperties: false }),
        response: conversationResponse,
      },
    },
    async (request) => {
      const user = request.user!;
      const id = await startDirect(fastify.db, caller(user), request.body.recipient_id);
      await alertUsers(fastify.events, user.promotion_id, [request.body.recipient_id], {
        conversation_id: id,
        action: 'conversation',
      });
      return ok(await findConversation(fastify.db, caller(user), id));
    },
  );

  /** The chat of the caller's team (made on first use); the teams screen links to it. */
  fastify.get(
    '/teams/:id/conversation',
    {
      config: own,
      schema: { tags: ['messages'], params: IdParams, response: conversationResponse },
    },
    async (request) => {
      const id = await teamConversationId(fastify.db, caller(request.user!), request.params.id);
      return ok(await findConversation(fastify.db, caller(request.user!), id));
    },
  );

  fastify.post(
    '/conversations/:id/users',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['messages'],
        params: IdParams,
        body: Type.Object(
          { user_ids: Type.Array(IdParam, { minItems: 1, maxItems: 50 }) },
          { additionalProperties: false },
        ),
        response: conversationResponse,
      },
    },
    async (request) => {
      const user = request.user!;
      const id = request.params.id;
      const { added } = await addUsers(fastify.db, caller(user), id, request.body.user_ids);
      if (added.length) {
        await alertUsers(fastify.events, user.promotion_id, added, {
          conversation_id: id,
          action: 'conversation',
        });
        await alertConversation(fastify.events, user.promotion_id, {
          conversation_id: id,
          action: 'conversation',
        });
      }
      return ok(await findConversation(fastify.db, caller(user), id));
    },
  );

  /** Leaves a direct conversation ('Leave Conversation?'): the caller only. */
  fastify.delete(
    '/conversations/:id/users/:user_id',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['messages'],
        params: Type.Object({ id: IdParam, user_id: IdParam }, { additionalProperties: false }),
        response: responses(Type.Object({ id: Type.Integer(), removed: Type.Boolean() })),
      },
    },
    async (request) => {
      const user = request.user!;
      const { id, user_id } = request.params;
      if (user_id !== user.id) {
        await findConversation(fastify.db, caller(user), id); // 404 before 403 for non-members
        throw new HttpError(403, NOT_ALLOWED);
      }
      await leaveConversation(fastify.db, caller(user), id);
      await alertConversation(fastify.events, user.promotion_id, {
        conversation_id: id,
        action: 'conversation',
      });
      await alertUsers(fastify.events, user.promotion_id, [user.id], {
        conversation_id: id,
        action: 'removed',
        removed: true,
      });
      return ok({ id, removed: true });
    },
  );

  fastify.put(
    '/conversations/:id',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['messages'],
        params: IdParams,
        body: Type.Object({ muted: Type.Boolean() }, { additionalProperties: false }),
        response: conversationResponse,
      },
    },
    async (request) => {
      await setMuted(fastify.db, caller(request.user!), request.params.id, request.body.muted);
      return ok(await findConversation(fastify.db, caller(request.user!), request.params.id));
    },
  );

  fastify.post(
    '/conversations/:id/seen',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['messages'],
        params: IdParams,
        body: Type.Optional(Type.Object({}, { additionalProperties: false })),
        response: conversationResponse,
      },
    },
    async (request) => {
      await markSeen(fastify.db, caller(request.user!), request.params.id);
      return ok(await findConversation(fastify.db, caller(request.user!), request.params.id));
    },
  );

  await fastify.register(messageRoutes);
};
