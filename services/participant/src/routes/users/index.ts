import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, LOG_IN_REQUIRED, ok, responses } from '@wellness/platform';
import dayjs from 'dayjs';
import { realtime } from '../../domain/events';
import { promotionById } from '../../domain/promotions';
import { meById, meOf, setFlag } from '../../domain/users';
import { UserSchema } from '../schemas';

export const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const announce = realtime(fastify);

  fastify.get(
    '/users/me',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: { tags: ['users'], response: responses(UserSchema) },
    },
    async (request) => {
      const me = await meById(fastify.db, request.user!.id, dayjs().format('YYYY-MM-DD'));
      if (!me) throw new HttpError(401, LOG_IN_REQUIRED);
      return ok(me);
    },
  );

  /** Sets one of the caller's flags (tutorials seen, goal-hit popup shown); answers the user. */
  fastify.put(
    '/users/me/flags/:flag',
    {
      config: { access: { allow: 'signed-in', scope: 'own' }, limit: 'write' },
      schema: {
        tags: ['users'],
        params: Type.Object({ flag: Type.String({ pattern: '^[a-z_]{1,64}$' }) }),
        body: Type.Object({ value: Type.Boolean() }, { additionalProperties: false }),
        response: responses(UserSchema),
      },
    },
    async (request) => {
      const user = await setFlag(
        fastify.db,
        request.user!.id,
        request.params.flag,
        request.body.value,
      );
      const promotion = await promotionById(fastify.db, user.promotion_id);
      await announce.userUpdated(promotion, user);
      return ok(await meOf(fastify.db, user, promotion, dayjs().format('YYYY-MM-DD')));
    },
  );
};
