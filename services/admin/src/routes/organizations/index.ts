import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AllPageQuery,
  IdParam,
  createdResponses,
  ok,
  pageWindow,
  responses,
} from '@wellness/platform';
import {
  createReseller,
  listOrganizations,
  listResellers,
  resellerScope,
  saveOrganization,
  showOrganization,
  showReseller,
  updateReseller,
} from '../../domain/organizations';
import {
  IdParams,
  OrganizationBody,
  OrganizationSchema,
  ResellerBody,
  ResellerSchema,
} from './schemas';

const tags = ['organizations'];
/** Spec 3 s1 "Master: full administration (promotions, organizations, resellers ...)". */
const masters = { access: { allow: ['Master'], scope: 'any' } } as const;
/**
 * Spec 3 s1 "Super user (reseller ...)": a Reseller works on its own reseller's organizations,
 * which the domain enforces (README "Organizations and resellers"); a master on any.
 */
const resellers = { access: { allow: ['Master', 'Reseller'], scope: 'any' } } as const;
const Total = Type.Object({ total_records: Type.Integer() });

/** Spec 3 s7 "GET /organizations (page_size 0, optional reseller_id) ... GET /resellers". */
export const organizationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/resellers',
    {
      config: masters,
      schema: {
        tags,
        querystring: Type.Object({ ...AllPageQuery }, { additionalProperties: false }),
        response: responses(Type.Array(ResellerSchema), Total),
      },
    },
    async (request) => {
      const { page_size = 0, page = 1 } = request.query;
      const { resellers: rows, total } = await listResellers(
        fastify.db,
        pageWindow({ page_size, page }),
      );
      return ok(rows, { total_records: total });
    },
  );

  fastify.get(
    '/resellers/:id',
    { config: masters, schema: { tags, params: IdParams, response: responses(ResellerSchema) } },
    async (request) => ok(await showReseller(fastify.db, request.params.id)),
  );

  fastify.post(
    '/resellers',
    {
      config: { ...masters, limit: 'write' },
      schema: { tags, body: ResellerBody, response: createdResponses(ResellerSchema) },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createReseller(fastify.db, request.body))),
  );

  fastify.put(
    '/resellers/:id',
    {
      config: { ...masters, limit: 'write' },
      schema: { tags, params: IdParams, body: ResellerBody, response: responses(ResellerSchema) },
    },
    async (request) => ok(await updateReseller(fastify.db, request.params.id, request.body)),
  );

  fastify.get(
    '/organizations',
    {
      config: resellers,
      schema: {
        tags,
        querystring: Type.Object(
          { reseller_id: Type.Optional(IdParam), ...AllPageQuery },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(OrganizationSchema), Total),
      },
    },
    async (request) => {
      const { reseller_id, page_size = 0, page = 1 } = request.query;
      const scope = await resellerScope(fastify.db, request.user!);
      const { organizations, total } = await listOrganizations(fastify.db, scope, {
        resellerId: reseller_id,
        ...pageWindow({ page_size, page }),
      });
      return ok(organizations, { total_records: total });
    },
  );

  fastify.get(
    '/organizations/:id',
    {
      config: resellers,
      schema: { tags, params: IdParams, response: responses(OrganizationSchema) },
    },
    async (request) =>
      ok(
        await showOrganization(
          fastify.db,
          await resellerScope(fastify.db, request.user!),
          request.params.id,
        ),
      ),
  );

  fastify.post(
    '/organizations',
    {
      config: { ...resellers, limit: 'write' },
      schema: { tags, body: OrganizationBody, response: createdResponses(OrganizationSchema) },
    },
    async (request, reply) => {
      const scope = await resellerScope(fastify.db, request.user!);
      return reply
        .status(201)
        .send(ok(await saveOrganization(fastify.db, scope, null, request.body)));
    },
  );

  fastify.put(
    '/organizations/:id',
    {
      config: { ...resellers, limit: 'write' },
      schema: {
        tags,
        params: IdParams,
        body: OrganizationBody,
        response: responses(OrganizationSchema),
      },
    },
    async (request) => {
      const scope = await resellerScope(fastify.db, request.user!);
      return ok(await saveOrganization(fastify.db, scope, request.params.id, request.body));
    },
  );
};
