import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllPageQuery, IdParam, notFound, ok, responses } from '@wellness/platform';
import {
  findNotification,
  listNotifications,
  markNotifications,
  notificationCounts,
} from '../../domain/notifications';
import type { NotificationMark } from '../../domain/notifications';
import { NotificationSchema } from './schema';

const MAX_IDS = 1000;
const Ids = Type.Array(IdParam, { maxItems: MAX_IDS });
const All = Type.Literal('all');

const CountsMeta = Type.Object({ unread_count: Type.Integer(), unseen_count: Type.Integer() });
const markResponse = responses(Type.Object({ updated: Type.Integer() }), CountsMeta);

/** Spec 2: notifications of the signed-in user, unseen → seen → read → cleared. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/notifications',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['notifications'],
        params: Type.Object({ promotion_id: IdParam }, { additionalProperties: false }),
        querystring: Type.Object(
          {
            ...AllPageQuery,
            user_id: Type.Optional(IdParam),
            include_cleared: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(NotificationSchema),
          Type.Object({
            total_records: Type.Integer(),
            unread_count: Type.Integer(),
            unseen_count: Type.Integer(),
          }),
        ),
      },
    },
    async (request) => {
      const user = request.user!;
      const { page_size = 0, page = 1, user_id, include_cleared = false } = request.query;
      // Only the caller's own list exists for the caller.
      if (user_id !== undefined && user_id !== user.id) throw notFound('Notifications');
      const [{ notifications, total }, counts] = await Promise.all([
        listNotifications(fastify.db, {
          userId: user.id,
          promotionId: user.promotion_id,
          includeCleared: include_cleared,
          pageSize: page_size,
          page,
        }),
        notificationCounts(fastify.db, user.id, user.promotion_id),
      ]);
      return ok(notifications, { total_records: total, ...counts });
    },
  );

  fastify.get(
    '/notifications/:id',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['notifications'],
        params: Type.Object({ id: IdParam }, { additionalProperties: false }),
        response: responses(NotificationSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const notification = await findNotification(
        fastify.db,
        request.params.id,
        user.id,
        user.promotion_id,
      );
      if (!notification) throw notFound('Notification');
      return ok(notification);
    },
  );

  const markRoute = (mark: NotificationMark, ids: ReturnType<typeof Type.Union>) =>
    fastify.post(
      `/notifications/mark_as_${mark}`,
      {
        config: { access: { allow: 'signed-in', scope: 'own' }, limit: 'write' },
        schema: {
          tags: ['notifications'],
          body: Type.Object({ ids }, { additionalProperties: false }),
          response: markResponse,
        },
      },
      async (request) => {
        const user = request.user!;
        const given = (request.body as { ids: number | number[] | 'all' }).ids;
        const updated = await markNotifications(fastify.db, {
          userId: user.id,
          promotionId: user.promotion_id,
          mark,
          ids: typeof given === 'number' ? [given] : given,
        });
        return ok({ updated }, await notificationCounts(fastify.db, user.id, user.promotion_id));
      },
    );

  markRoute('read', Type.Union([Ids, IdParam]));
  markRoute('cleared', Type.Union([Ids, IdParam, All]));
  markRoute('seen', Type.Union([Ids, All]));
};
