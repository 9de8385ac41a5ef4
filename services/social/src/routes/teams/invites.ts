import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, IdParam, createdResponses, ok, responses } from '@wellness/platform';
import {
  NOT_ALLOWED,
  afterInvite,
  afterJoin,
  answerRequest,
  inviteById,
  inviteToTeam,
  invitesOfTeam,
  isStaff,
  resendInvite,
  teamRow,
  withdrawTeamInvite,
} from '../../domain/teams';
import { callerOf, teamDeps } from './deps';
import {
  InviteAnswerBody,
  InviteKindQuery,
  InviteSchema,
  Message,
  UnrespondedQuery,
} from './schemas';

const inPromotion = { access: { allow: 'signed-in', scope: 'promotion' } } as const;
const write = { ...inPromotion, limit: 'write' } as const;
/** An invite and its resend send e-mail (platform README "request limits"). */
const mail = { ...inPromotion, limit: 'email' } as const;
const TeamParams = Type.Object({ id: IdParam });
const InviteParams = Type.Object({ id: IdParam, invite_id: IdParam });

/** A team's invites and requests (spec 2 s7 "Team invites"). */
export const inviteReadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/teams/:id/invites',
    {
      config: inPromotion,
      schema: {
        tags: ['teams'],
        params: TeamParams,
        querystring: Type.Object({
          type: InviteKindQuery,
          status: UnrespondedQuery,
          page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
        }),
        response: responses(Type.Array(InviteSchema)),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await teamRow(fastify.db, caller.promotion_id, request.params.id);
      // Its members and coordinators read a team's invites; nobody else.
      const [me] = await fastify.db.query('SELECT team_id FROM users WHERE id = ?', [caller.id]);
      if (!isStaff(caller) && Number(me?.team_id) !== request.params.id) {
        throw new HttpError(403, NOT_ALLOWED);
      }
      const { type, status } = request.query;
      return ok(await invitesOfTeam(fastify.db, request.params.id, type, status === 'unresponded'));
    },
  );
};

/** The leader (or a coordinator) invites, answers requests, resends and withdraws. */
export const inviteWriteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/teams/:id/invites',
    {
      config: mail,
      schema: {
        tags: ['teams'],
        params: TeamParams,
        body: Type.Object(
          {
            user_id: Type.Optional(IdParam),
            email: Type.Optional(Type.String({ maxLength: 191 })),
            invite_type: Type.Literal('I'),
            message: Message,
            team_id: Type.Optional(IdParam),
          },
          { additionalProperties: false },
        ),
        response: createdResponses(InviteSchema),
      },
    },
    async (request, reply) => {
      const deps = teamDeps(fastify, request);
      const invite = await inviteToTeam(deps, callerOf(request), request.params.id, request.body);
      await afterInvite(deps, invite);
      return reply.status(201).send(ok(await inviteById(fastify.db, invite.inviteId)));
    },
  );

  fastify.put(
    '/teams/:id/invites/:invite_id',
    {
      config: mail,
      schema: {
        tags: ['teams'],
        params: InviteParams,
        body: InviteAnswerBody,
        response: responses(InviteSchema),
      },
    },
    async (request) => {
      const deps = teamDeps(fastify, request);
      const caller = callerOf(request);
      const { id, invite_id } = request.params;
      if ('resend' in request.body) {
        await afterInvite(deps, await resendInvite(deps, caller, id, invite_id));
      } else {
        const answer = await answerRequest(deps, caller, id, invite_id, request.body.status);
        if (request.body.status === 'A') await afterJoin(deps, answer, true);
      }
      return ok(await inviteById(fastify.db, invite_id));
    },
  );

  fastify.delete(
    '/teams/:id/invites/:invite_id',
    {
      config: write,
      schema: {
        tags: ['teams'],
        params: InviteParams,
        response: responses(Type.Object({ id: IdParam })),
      },
    },
    async (request) => {
      const { id, invite_id } = request.params;
      await withdrawTeamInvite(teamDeps(fastify, request), callerOf(request), id, invite_id);
      return ok({ id: invite_id });
    },
  );
};
