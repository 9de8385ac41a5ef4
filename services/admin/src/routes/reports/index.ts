import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COORDINATOR_OR_ABOVE,
  HttpError,
  createdResponses,
  ok,
  responses,
} from '@wellness/platform';
import {
  REPORT_MESSAGES,
  createReport,
  deleteReport,
  findReport,
  listReportFields,
  listReports,
  mayChangeReport,
  mayDeleteReport,
  presentReport,
  updateReport,
  validateDefinition,
} from '../../domain/reports';
import { reportsDatabasePlugin } from '../../plugins/reports-database';
import { runRoutes } from './run';
import {
  PromotionParams,
  ReportBody,
  ReportFieldSchema,
  ReportParams,
  ReportSchema,
} from './schemas';

/** Coordinator or above, on a promotion they manage (spec 3: reports tab and master's page). */
const access = { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } as const;

const definitionOf = (body: typeof ReportBody.static) => ({
  name: body.name,
  report_type: body.report_type,
  fields: body.fields,
  filters: body.filters,
  sql: body.sql ?? null,
});

/** Spec 3 "Reports": saved reports, the field catalogue, runs and locations. */
export const reportsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(reportsDatabasePlugin);

  fastify.get(
    '/promotions/:promotion_id/report_fields',
    {
      config: { access },
      schema: {
        tags: ['reports'],
        params: PromotionParams,
        querystring: Type.Object(
          { promotionize: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(ReportFieldSchema)),
      },
    },
    async () => ok(listReportFields()),
  );

  fastify.get(
    '/promotions/:promotion_id/reports',
    {
      config: { access },
      schema: {
        tags: ['reports'],
        params: PromotionParams,
        querystring: Type.Object(
          { stats: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(ReportSchema)),
      },
    },
    async (request) => {
      const caller = request.user!;
      const reports = await listReports(fastify.db, request.params.promotion_id, caller);
      return ok(reports.map((report) => presentReport(report, caller)));
    },
  );

  fastify.post(
    '/promotions/:promotion_id/reports',
    {
      config: { access, limit: 'write' },
      schema: {
        tags: ['reports'],
        params: PromotionParams,
        body: ReportBody,
        response: createdResponses(ReportSchema),
      },
    },
    async (request, reply) => {
      const caller = request.user!;
      const definition = definitionOf(request.body);
      await validateDefinition(caller, definition);
      const parentId = request.body.parent_id ?? null;
      if (parentId !== null) {
        await findReport(fastify.db, request.params.promotion_id, parentId, caller);
      }
      const report = await createReport(fastify.db, request.params.promotion_id, caller, {
        ...definition,
        parent_id: parentId,
      });
      return reply.status(201).send(ok(presentReport(report, caller)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/reports/:id',
    {
      config: { access, limit: 'write' },
      schema: {
        tags: ['reports'],
        params: ReportParams,
        body: ReportBody,
        response: responses(ReportSchema),
      },
    },
    async (request) => {
      const caller = request.user!;
      const { promotion_id, id } = request.params;
      const report = await findReport(fastify.db, promotion_id, id, caller);
      if (!mayChangeReport(caller, report)) throw new HttpError(403, REPORT_MESSAGES.saveDenied);
      const definition = definitionOf(request.body);
      await validateDefinition(caller, definition);
      return ok(presentReport(await updateReport(fastify.db, report, definition), caller));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/reports/:id',
    {
      config: { access, limit: 'write' },
      schema: {
        tags: ['reports'],
        params: ReportParams,
        querystring: Type.Object(
          { as_custom: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        response: responses(Type.Object({ id: Type.Integer(), deleted: Type.Literal(true) })),
      },
    },
    async (request) => {
      const caller = request.user!;
      const { promotion_id, id } = request.params;
      const report = await findReport(fastify.db, promotion_id, id, caller);
      if (!mayDeleteReport(caller, report)) throw new HttpError(403, REPORT_MESSAGES.deleteDenied);
      await deleteReport(fastify.db, report);
      request.log.info({ report_id: id, deleted_by: caller.id }, 'report deleted');
      return ok({ id, deleted: true as const });
    },
  );

  await fastify.register(runRoutes);
};
