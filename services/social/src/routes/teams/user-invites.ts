import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParam, createdResponses, notFound, ok, responses } from '@wellness/platform';
import {
  afterJoin,
  afterRequest,
  answerInvite,
  inviteById,
  invitesOfUser,
  requestToJoin,
  resendRequest,
  withdrawOwnInvite,
} from '../../domain/teams';
import { callerOf, teamDeps } from './deps';
import {
  InviteAnswerBody,
  InviteKindQuery,
  InviteSchema,
  Message,
  UnrespondedQuery,
} from './schemas';

const own = { access: { allow: 'signed-in', scope: 'own' } } as const;
const write = { ...own, limit: 'write' } as const;
const UserParams = Type.Object({ user_id: IdParam });
const InviteParams = Type.Object({ user_id: IdParam, invite_id: IdParam });

/** Only the caller's own invites exist for them: anyone else's user id is not found. */
const callerOwns = (request: FastifyRequest, userId: number) => {
  if (request.user!.id !== userId) throw notFound('User');
};

/** A user's invites and requests (spec 2 s7 "User team invites"). */
export const userTeamInviteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/:user_id/team_invites',
    {
      config: own,
      schema: {
        tags: ['teams'],
        params: UserParams,
        querystring: Type.Object({
          type: InviteKindQuery,
          status: UnrespondedQuery,
          page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
        }),
        response: responses(Type.Array(InviteSchema)),
      },
    },
    async (request) => {
      callerOwns(request, request.params.user_id);
      const caller = callerOf(request);
      const { type, status } = request.query;
      return ok(
        await invitesOfUser(
          fastify.db,
          caller.promotion_id,
          caller.id,
          type,
          status === 'unresponded',
        ),
      );
    },
  );

  fastify.put(
    '/users/:user_id/team_invites/:invite_id',
    {
      config: write,
      schema: {
        tags: ['teams'],
        params: InviteParams,
        body: InviteAnswerBody,
        response: responses(InviteSchema),
      },
    },
    async (request) => {
      callerOwns(request, request.params.user_id);
      const deps = teamDeps(fastify, request);
      const caller = callerOf(request);
      const { invite_id } = request.params;
      if ('resend' in request.body) {
        const resent = await resendRequest(deps, caller, invite_id);
        await afterRequest(deps, resent, caller.id);
      } else {
        const answer = await answerInvite(deps, caller, invite_id, request.body.status);
        if (request.body.status === 'A') await afterJoin(deps, answer, false);
      }
      return ok(await inviteById(fastify.db, invite_id));
    },
  );

  fastify.delete(
    '/users/:user_id/team_invites/:invite_id',
    {
      config: write,
      schema: {
        tags: ['teams'],
        params: InviteParams,
        response: responses(Type.Object({ id: IdParam })),
      },
    },
    async (request) => {
      callerOwns(request, request.params.user_id);
      await withdrawOwnInvite(
        teamDeps(fastify, request),
        callerOf(request),
        request.params.invite_id,
      );
      return ok({ id: request.params.invite_id });
    },
  );

  fastify.post(
    '/users/:user_id/team_invites',
    {
      config: write,
      schema: {
        tags: ['teams'],
        params: UserParams,
        body: Type.Object(
          {
            team_id: IdParam,
            invite_type: Type.Literal('R'),
            message: Message,
            user_id: Type.Optional(IdParam),
          },
          { additionalProperties: false },
        ),
        response: createdResponses(InviteSchema),
      },
    },
    async (request, reply) => {
      callerOwns(request, request.params.user_id);
      const deps = teamDeps(fastify, request);
      const caller = callerOf(request);
      const invite = await requestToJoin(deps, caller, request.body.team_id, request.body.message);
      await afterRequest(deps, invite, caller.id);
      return reply.status(201).send(ok(await inviteById(fastify.db, invite.inviteId)));
    },
  );
};
