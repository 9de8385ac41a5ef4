import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COORDINATOR_OR_ABOVE,
  DateString,
  IdParam,
  createdResponses,
  ok,
  responses,
} from '@wellness/platform';
import {
  MESSAGE_PAGE_SIZE,
  alertConversation,
  conversationSummary,
  conversationVolume,
  createMessage,
  messagesPage,
} from '../../domain/messages';
import { MessageSchema } from './schema';

const own = { access: { allow: 'signed-in', scope: 'own' } } as const;
const IdParams = Type.Object({ id: IdParam }, { additionalProperties: false });
export const MAX_MESSAGE_LENGTH = 2000;
const DAY_MS = 86_400_000;

/** Spec 2 s7 "Messages": messages nested under a conversation, and the two reports. */
export const messageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/conversations/:id/messages',
    {
      config: own,
      schema: {
        tags: ['messages'],
        params: IdParams,
        querystring: Type.Object(
          {
            page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            before_id: Type.Optional(IdParam),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(MessageSchema),
          Type.Object({
            total_records: Type.Integer(),
            page_size: Type.Integer(),
            has_more: Type.Boolean(),
          }),
        ),
      },
    },
    async (request) => {
      const user = request.user!;
      const { page_size = MESSAGE_PAGE_SIZE, before_id } = request.query;
      const { messages, meta } = await messagesPage(
        fastify.db,
        { userId: user.id, promotionId: user.promotion_id },
        request.params.id,
        { pageSize: page_size, beforeId: before_id },
      );
      return ok(messages, meta);
    },
  );

  /** Committed, then published to the conversation's room, then acknowledged. */
  fastify.post(
    '/conversations/:id/messages',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['messages'],
        params: IdParams,
        body: Type.Object(
          { body: Type.String({ maxLength: MAX_MESSAGE_LENGTH }) },
          { additionalProperties: false },
        ),
        response: createdResponses(MessageSchema),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const message = await createMessage(
        fastify.db,
        { userId: user.id, promotionId: user.promotion_id },
        request.params.id,
        request.body.body,
      );
      await alertConversation(fastify.events, user.promotion_id, {
        conversation_id: message.conversation_id,
        action: 'message',
        message_id: message.id,
        user_id: user.id,
      });
      return reply.status(201).send(ok(message));
    },
  );

  fastify.get(
    '/conversation_summary',
    {
      config: own,
      schema: {
        tags: ['messages'],
        response: responses(
          Type.Object({
            conversations: Type.Integer(),
            conversation_ids: Type.Array(Type.Integer()),
            unseen_conversations: Type.Integer(),
            unseen_messages: Type.Integer(),
          }),
        ),
      },
    },
    async (request) =>
      ok(
        await conversationSummary(fastify.db, {
          userId: request.user!.id,
          promotionId: request.user!.promotion_id,
        }),
      ),
  );

  /** Staff: messages per day of the caller's promotion (the last 30 days by default). */
  fastify.get(
    '/conversation_volume',
    {
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' } },
      schema: {
        tags: ['messages'],
        querystring: Type.Object(
          { from: Type.Optional(DateString), to: Type.Optional(DateString) },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(
            Type.Object({
              date: Type.String(),
              messages: Type.Integer(),
              senders: Type.Integer(),
              conversations: Type.Integer(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const to = request.query.to ?? new Date().toISOString().slice(0, 10);
      const from =
        request.query.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
      return ok(await conversationVolume(fastify.db, request.user!.promotion_id, from, to));
    },
  );
};
