import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COORDINATOR_OR_ABOVE,
  IDENTIFIER_TAKEN,
  createdResponses,
  eligibilityRowOf,
  HttpError,
  ok,
  responses,
  unprocessable,
} from '@wellness/platform';
import {
  createEligibility,
  deleteEligibility,
  eligibilityOf,
  isIdentifierTaken,
  updateEligibility,
} from '../../domain/eligibilities';
import {
  EligibilityBody,
  EligibilitySchema,
  PromotionParams,
  PromotionRowParams,
  ValidateBody,
} from './schemas';
import { eligibilityFileRoutes } from './files';

/** Coordinators and super users, on a promotion they manage (own, assigned, any for Master). */
const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;

const rowOf = (body: Parameters<typeof eligibilityRowOf>[0]) => {
  const checked = eligibilityRowOf(body);
  if ('problems' in checked) throw new HttpError(422, checked.problems[0], checked.problems);
  return checked.row;
};

/** Spec 3 s7 "Eligibility": the rows of a promotion's list (the index is a dashboard read). */
export const eligibilityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/eligibilities/:id',
    {
      config: managed,
      schema: {
        tags: ['eligibility'],
        params: PromotionRowParams,
        response: responses(EligibilitySchema),
      },
    },
    async (request) =>
      ok(await eligibilityOf(fastify.db, request.params.promotion_id, request.params.id)),
  );

  fastify.post(
    '/promotions/:promotion_id/eligibilities',
    {
      config: { ...managed, limit: 'write' },
      schema: {
        tags: ['eligibility'],
        params: PromotionParams,
        body: EligibilityBody,
        response: createdResponses(EligibilitySchema),
      },
    },
    async (request, reply) => {
      const row = rowOf(request.body);
      const created = await createEligibility(fastify.db, request.params.promotion_id, row);
      return reply.status(201).send(ok(created));
    },
  );

  // Spec 3 s7: "validate by posting id "validate" with identifier".
  fastify.post(
    '/promotions/:promotion_id/eligibilities/validate',
    {
      config: { ...managed, limit: 'write' },
      schema: {
        tags: ['eligibility'],
        params: PromotionParams,
        body: ValidateBody,
        response: responses(Type.Object({ valid: Type.Boolean() })),
      },
    },
    async (request) => {
      const row = rowOf({ identifier: request.body.identifier });
      if (
        await isIdentifierTaken(
          fastify.db,
          request.params.promotion_id,
          row.identifier,
          request.body.id ?? null,
        )
      ) {
        throw unprocessable(IDENTIFIER_TAKEN);
      }
      return ok({ valid: true });
    },
  );

  fastify.put(
    '/promotions/:promotion_id/eligibilities/:id',
    {
      config: { ...managed, limit: 'write' },
      schema: {
        tags: ['eligibility'],
        params: PromotionRowParams,
        body: EligibilityBody,
        response: responses(EligibilitySchema),
      },
    },
    async (request) => {
      const row = rowOf(request.body);
      const { promotion_id: promotionId, id } = request.params;
      return ok(await updateEligibility(fastify.db, promotionId, id, row));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/eligibilities/:id',
    {
      config: { ...managed, limit: 'write' },
      schema: {
        tags: ['eligibility'],
        params: PromotionRowParams,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await deleteEligibility(fastify.db, request.params.promotion_id, request.params.id);
      return ok(null);
    },
  );

  await fastify.register(eligibilityFileRoutes);
};
