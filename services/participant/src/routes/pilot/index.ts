import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash, verify } from 'argon2';
import {
  HttpError,
  INCORRECT_PILOT_PASSWORD,
  grantPilotAccess,
  limitAttempts,
  notFound,
  ok,
  responses,
} from '@wellness/platform';
import { Promotion } from '@wellness/schema';

/** What the pilot password route answers; the cookie itself is HttpOnly (README "Pilot"). */
export const PILOT_ACCEPTED = 'Pilot password accepted.';

/** Compared against when the promotion has no pilot password, so every refusal takes as long. */
const decoy = hash('decoy pilot password that never matches');

/**
 * Spec 3 s7 "Pilot password": POST /promotions/{id}/authenticate with the password; a correct
 * one sets the 1-day `pilotPassword` cookie that lets a guest see the welcome page before
 * launch. Only the Host's own promotion; attempts limited like logins.
 */
export const pilotRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/promotions/:promotion_id/authenticate',
    {
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'login' },
      schema: {
        tags: ['session'],
        params: Type.Object({ promotion_id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object(
          { password: Type.String({ minLength: 1, maxLength: 255 }) },
          { additionalProperties: false },
        ),
        response: responses(Type.Object({ message: Type.String() })),
      },
    },
    async (request, reply) => {
      const { promotion_id } = request.params;
      if (request.promotion?.id !== promotion_id) throw notFound('Promotion');
      const attempt = await limitAttempts(
        request,
        reply,
        'login',
        `pilot:${promotion_id}:${request.ip}`,
      );
      const promotion = await fastify.db
        .getRepository(Promotion)
        .createQueryBuilder('promotion')
        .addSelect('promotion.pilot_password_hash')
        .where('promotion.id = :id', { id: promotion_id })
        .getOne();
      const stored = promotion?.pilot_password_hash ?? null;
      const valid = await verify(stored ?? (await decoy), request.body.password).catch(() => false);
      if (!stored || !valid) throw new HttpError(422, INCORRECT_PILOT_PASSWORD);
      await attempt.succeeded();
      await grantPilotAccess(fastify, reply, promotion_id);
      return ok({ message: PILOT_ACCEPTED });
    },
  );
};
