import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AllPageQuery,
  IdParam,
  SSO_EXTRA_DATA_TYPES,
  SSO_EXTRA_PATHS,
  createdResponses,
  ok,
  responses,
} from '@wellness/platform';
import {
  deleteSsoExtra,
  saveSsoExtra,
  serializeSsoExtra,
  ssoExtraById,
  ssoExtrasOf,
} from '../../domain/sso-extras';
import type { SsoExtraInput } from '../../domain/sso-extras';

/** The promotion admin area is for masters (spec 3 s6); extras are in it (s2 /ssoextra). */
const master = { access: { allow: ['Master'], scope: 'any' } } as const;
const writing = { ...master, limit: 'write' } as const;
const tags = ['sso_extras'];

const SsoExtraSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  data_type: Type.String(),
  path: Type.String(),
});

const SsoExtraBody = Type.Object(
  {
    /** The token claim: printable characters without spaces (a claim may be a URI). */
    name: Type.String({ minLength: 1, maxLength: 255, pattern: '^\\s*[\\x21-\\x7e]+\\s*$' }),
    data_type: Type.Optional(Type.Unsafe<string>(Type.String({ enum: [...SSO_EXTRA_DATA_TYPES] }))),
    path: Type.Optional(Type.Unsafe<string>(Type.String({ enum: [...SSO_EXTRA_PATHS] }))),
  },
  { additionalProperties: false },
);

const PromotionParams = Type.Object({ promotion_id: IdParam }, { additionalProperties: false });
const RecordParams = Type.Object(
  { promotion_id: IdParam, id: IdParam },
  { additionalProperties: false },
);

/**
 * Spec 3 s7 "SSO extras: GET /sso_extras/{id}, create/update/destroy nested under the
 * promotion (promotion_id, data_type, path); index" (services/admin README "SSO extras").
 */
export const ssoExtraRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/sso_extras',
    {
      config: master,
      schema: {
        tags,
        params: PromotionParams,
        querystring: Type.Object(AllPageQuery, { additionalProperties: false }),
        response: responses(Type.Array(SsoExtraSchema)),
      },
    },
    async (request) => {
      const extras = await ssoExtrasOf(fastify.db, request.params.promotion_id);
      return ok(extras.map(serializeSsoExtra), { total_records: extras.length });
    },
  );

  fastify.get(
    '/sso_extras/:id',
    {
      config: master,
      schema: {
        tags,
        params: Type.Object({ id: IdParam }, { additionalProperties: false }),
        response: responses(SsoExtraSchema),
      },
    },
    async (request) => ok(serializeSsoExtra(await ssoExtraById(fastify.db, request.params.id))),
  );

  fastify.post(
    '/promotions/:promotion_id/sso_extras',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: SsoExtraBody,
        response: createdResponses(SsoExtraSchema),
      },
    },
    async (request, reply) => {
      const body = request.body as SsoExtraInput;
      const extra = await saveSsoExtra(fastify.db, request.params.promotion_id, body);
      return reply.status(201).send(ok(serializeSsoExtra(extra)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/sso_extras/:id',
    {
      config: writing,
      schema: {
        tags,
        params: RecordParams,
        body: SsoExtraBody,
        response: responses(SsoExtraSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      const body = request.body as SsoExtraInput;
      return ok(serializeSsoExtra(await saveSsoExtra(fastify.db, promotion_id, body, id)));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/sso_extras/:id',
    {
      config: writing,
      schema: {
        tags,
        params: RecordParams,
        response: responses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) =>
      ok(await deleteSsoExtra(fastify.db, request.params.promotion_id, request.params.id)),
  );
};
