import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  HttpError,
  PARTICIPANT_ROLES,
  boardWriter,
  createdResponses,
  notFound,
  ok,
  pageWindow,
  responses,
} from '@wellness/platform';
import {
  INVITE_SENT,
  MODERATOR,
  PERSON_OR_EMAIL,
  answerRequest,
  deleteFriendship,
  friendStatusOf,
  friendshipBetween,
  hasFriends,
  inviteByEmail,
  listFriendships,
  promotionUser,
  requestFriend,
  resendRequest,
  searchPeople,
  serializeFriendship,
} from '../../domain/friends';
import type { FriendsContext } from '../../domain/friends';
import {
  CreateBody,
  FriendshipSchema,
  IdParams,
  InviteBody,
  ListQuery,
  SearchQuery,
  SearchResultSchema,
  StatusSchema,
  UpdateBody,
  UserParams,
} from './schemas';
import { sendMailRoutes } from './send-mail';

/** Friends are participants (spec 2 s1, s6): other roles are moderators (status X). */
const participants = { access: { allow: PARTICIPANT_ROLES, scope: 'own' } } as const;
const InviteAnswer = Type.Object({
  message: Type.String(),
  friendships: Type.Array(FriendshipSchema),
});

/** Spec 2 s7 "Friends": friendships, friendship status, people search, invite by e-mail. */
export const friendshipRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(sendMailRoutes);
  const context = (request: FastifyRequest): FriendsContext => ({
    db: fastify.db,
    queue: fastify.emailQueue,
    events: fastify.events,
    log: request.log,
    boards: boardWriter(fastify),
    promotionId: request.user!.promotion_id,
    callerId: request.user!.id,
  });

  fastify.get(
    '/friendships',
    {
      config: participants,
      schema: {
        tags: ['friends'],
        querystring: ListQuery,
        response: responses(Type.Array(FriendshipSchema)),
      },
    },
    async (request) => {
      const { status, page_size = 0, page = 1 } = request.query;
      const { rows, total } = await listFriendships(
        fastify.db,
        request.user!.id,
        status,
        pageWindow({ page_size, page }),
      );
      return ok(rows, { total_records: total, page_size });
    },
  );

  fastify.post(
    '/friendships',
    {
      config: { ...participants, limit: 'write' },
      schema: {
        tags: ['friends'],
        body: CreateBody,
        response: createdResponses(Type.Array(FriendshipSchema)),
      },
    },
    async (request, reply) => {
      const { friendee_id: friendeeId, friend_email: email, message = null } = request.body;
      if ((friendeeId === undefined) === (email === undefined)) {
        throw new HttpError(422, PERSON_OR_EMAIL);
      }
      const friendships =
        friendeeId !== undefined
          ? [(await requestFriend(context(request), friendeeId, message)).friendship]
          : await inviteByEmail(context(request), email!, message);
      return reply.status(201).send(ok(friendships));
    },
  );

  fastify.put(
    '/friendships/:id',
    {
      config: { ...participants, limit: 'write' },
      schema: {
        tags: ['friends'],
        params: IdParams,
        body: UpdateBody,
        response: responses(FriendshipSchema),
      },
    },
    async (request) => {
      const { status } = request.body;
      const { id } = request.params;
      if (status === 'P') return ok(await resendRequest(context(request), id));
      return ok(await answerRequest(context(request), id, status));
    },
  );

  fastify.delete(
    '/friendships/:id',
    {
      config: { ...participants, limit: 'write' },
      schema: { tags: ['friends'], params: IdParams, response: responses(FriendshipSchema) },
    },
    async (request) => ok(await deleteFriendship(context(request), request.params.id)),
  );

  fastify.get(
    '/friendship_status/:userId',
    {
      config: participants,
      schema: {
        tags: ['friends'],
        params: UserParams,
        response: responses(Type.Array(StatusSchema)),
      },
    },
    async (request) => {
      const callerId = request.user!.id;
      const other = await promotionUser(
        fastify.db,
        request.user!.promotion_id,
        request.params.userId,
      );
      // Spec 2 s4: "A 403 on friendship status is treated as a moderator with status X".
      if (!hasFriends(other.role)) throw new HttpError(403, MODERATOR);
      const row =
        other.id === callerId ? null : await friendshipBetween(fastify.db, callerId, other.id);
      return ok([
        {
          user_id: other.id,
          status: row?.status ?? null,
          value: friendStatusOf(row, callerId),
          friendship: row ? serializeFriendship(row) : null,
        },
      ]);
    },
  );

  fastify.get(
    '/friends/search',
    {
      config: participants,
      schema: {
        tags: ['friends'],
        querystring: SearchQuery,
        response: responses(Type.Array(SearchResultSchema)),
      },
    },
    async (request) => {
      const { promotion_id: promotionId, query } = request.query;
      const own = request.user!.promotion_id;
      if (promotionId !== undefined && promotionId !== own) throw notFound('Promotion');
      const people = await searchPeople(fastify.db, own, request.user!.id, query);
      return ok(people, { total_records: people.length });
    },
  );

  fastify.post(
    '/emails/invite',
    {
      config: { ...participants, limit: 'email' },
      schema: {
        tags: ['friends'],
        body: InviteBody,
        response: createdResponses(InviteAnswer),
      },
    },
    async (request, reply) => {
      const { emails, message = null } = request.body;
      const friendships = await inviteByEmail(context(request), emails, message);
      return reply.status(201).send(ok({ message: INVITE_SENT, friendships }));
    },
  );
};
