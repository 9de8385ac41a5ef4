import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AllPageQuery,
  IdParam,
  createdResponses,
  notFound,
  ok,
  pageOf,
  responses,
} from '@wellness/platform';
import { listUserActivities, parseWeek, saveBookmark } from '../../domain/user-activities';
import { UserActivitySchema } from '../schemas';

const UserParams = Type.Object({ user_id: IdParam });
const own = { access: { allow: 'signed-in', scope: 'own' } } as const;

/** Only the caller's own user activities exist for them: anyone else's id is not found. */
const callerOwns = (request: FastifyRequest, userId: number) => {
  if (request.user!.id !== userId) throw notFound('User');
  return userId;
};

export const userActivityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/:user_id/user_activities',
    {
      config: own,
      schema: {
        tags: ['user activities'],
        params: UserParams,
        querystring: Type.Object(
          {
            // Checked by parseWeek so that every bad week gets the same message.
            wk: Type.Optional(Type.String({ maxLength: 16 })),
            active_only: Type.Optional(Type.Boolean()),
            ...AllPageQuery,
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(UserActivitySchema),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { wk, active_only = false, page_size = 0, page = 1 } = request.query;
      const rows = await listUserActivities(fastify.db, {
        userId: callerOwns(request, request.params.user_id),
        promotionId: request.user!.promotion_id,
        week: parseWeek(wk),
        activeOnly: active_only,
      });
      return ok(pageOf(rows, { page_size, page }), { total_records: rows.length });
    },
  );

  /** Bookmarks (is_active true) or un-bookmarks an activity: creates the row or updates it. */
  fastify.post(
    '/users/:user_id/user_activities',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['user activities'],
        params: UserParams,
        body: Type.Object(
          { activity_id: IdParam, is_active: Type.Boolean() },
          { additionalProperties: false },
        ),
        response: createdResponses(UserActivitySchema),
      },
    },
    async (request, reply) => {
      const row = await saveBookmark(fastify.db, {
        userId: callerOwns(request, request.params.user_id),
        promotionId: request.user!.promotion_id,
        activityId: request.body.activity_id,
        isActive: request.body.is_active,
      });
      return reply.status(201).send(ok(row));
    },
  );

  fastify.put(
    '/users/:user_id/user_activities/:id',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['user activities'],
        params: Type.Object({ user_id: IdParam, id: IdParam }),
        body: Type.Object({ is_active: Type.Boolean() }, { additionalProperties: false }),
        response: responses(UserActivitySchema),
      },
    },
    async (request) =>
      ok(
        await saveBookmark(fastify.db, {
          userId: callerOwns(request, request.params.user_id),
          promotionId: request.user!.promotion_id,
          userActivityId: request.params.id,
          isActive: request.body.is_active,
        }),
      ),
  );
};
