import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import { HttpError, isEmailAddress, limitAttempts, ok, responses } from '@wellness/platform';
import { promotionById } from '../../domain/promotions';
import {
  EMAIL_IN_USE,
  INVALID_EMAIL,
  emailTaken,
  freeEligibility,
  identifierLabel,
  isFull,
  registrationState,
} from '../../domain/registration';
import { hostPromotion } from './host-promotion';
import {
  EligibilityParams,
  EligibilitySchema,
  PromotionParams,
  RegistrationStateSchema,
  ValidateQuery,
} from './schemas';

const today = () => dayjs().format('YYYY-MM-DD');

/** Spec 3 s2 "Registration (go.register)", s4 "Eligibility at registration" and "Registration". */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** Spec 3 s7 "GET /promotions/{id}/can_register": the state the registration screen shows. */
  fastify.get(
    '/promotions/:promotion_id/can_register',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['registration'],
        params: PromotionParams,
        response: responses(RegistrationStateSchema),
      },
    },
    async (request) => {
      const promotion = await promotionById(
        fastify.db,
        hostPromotion(request, request.params.promotion_id),
      );
      return ok({
        state: registrationState(promotion, today()),
        full: await isFull(fastify.db, promotion),
        registration_starts_on: promotion.registration_starts_on,
        registration_ends_on: promotion.registration_ends_on,
        eligibility_label: promotion.is_eligibility_displayed
          ? await identifierLabel(fastify.db, promotion.id)
          : null,
      });
    },
  );

  /** Spec 3 s7 "Registration-time check: GET /promotions/{promotionId}/users/check_eligibility/{identifier}". */
  fastify.get(
    '/promotions/:promotion_id/users/check_eligibility/:identifier',
    {
      // Counted per identifier and per address like sign-in: guesses use the limits up.
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'login' },
      schema: {
        tags: ['registration'],
        params: EligibilityParams,
        response: responses(EligibilitySchema),
      },
    },
    async (request, reply) => {
      const promotionId = hostPromotion(request, request.params.promotion_id);
      const identifier = request.params.identifier.trim();
      const attempt = await limitAttempts(
        request,
        reply,
        'eligibility-check',
        `${promotionId}:${identifier}`,
      );
      const label = await identifierLabel(fastify.db, promotionId);
      const row = await freeEligibility(fastify.db, promotionId, identifier, label);
      await attempt.succeeded();
      const { user_id: _user, ...eligibility } = row;
      return ok(eligibility);
    },
  );

  /**
   * Spec 3 s7 "User validate by field and value" before signing in: 200 when the e-mail may
   * register on the promotion (the signed-in settings check is admin's GET /users/validate).
   */
  fastify.get(
    '/promotions/:promotion_id/users/validate',
    {
      // Counted per address like sign-in: a taken address uses an attempt, a free one not.
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'login' },
      schema: {
        tags: ['registration'],
        params: PromotionParams,
        querystring: ValidateQuery,
        response: responses(Type.Object({ valid: Type.Boolean() })),
      },
    },
    async (request, reply) => {
      const email = request.query.value.trim().toLowerCase();
      const promotionId = hostPromotion(request, request.params.promotion_id);
      const attempt = await limitAttempts(
        request,
        reply,
        'registration-check',
        `${promotionId}:${email}`,
      );
      if (!isEmailAddress(email)) throw new HttpError(422, INVALID_EMAIL);
      if (await emailTaken(fastify.db, promotionId, email)) throw new HttpError(422, EMAIL_IN_USE);
      await attempt.succeeded();
      return ok({ valid: true });
    },
  );
};
