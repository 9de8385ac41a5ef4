import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, ok, responses } from '@wellness/platform';
import { REPORT_ROW_LIMIT, findReport, isSqlLayout, runReport } from '../../domain/reports';
import type { RunDefinition } from '../../domain/reports';
import { PromotionParams, ReportParams, RunBody, RunMetaSchema, RunResultSchema } from './schemas';
import { Type } from '@sinclair/typebox';

const access = { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } as const;
const schema = {
  tags: ['reports'],
  body: RunBody,
  response: responses(RunResultSchema, RunMetaSchema),
};

type RunRequestBody = typeof RunBody.static;

const definitionFrom = (body: RunRequestBody): RunDefinition => ({
  fields: body.fields ?? [],
  filters: body.filters ?? [],
  sql: body.sql ?? null,
});

const answer = (result: Awaited<ReturnType<typeof runReport>>) =>
  ok(
    { fields: result.fields, rows: result.rows },
    { total_records: result.rows.length, limited: result.limited, row_limit: REPORT_ROW_LIMIT },
  );

/**
 * Spec 3 section 7: POST .../reports/{id}/run?is_custom runs a saved report — with the
 * builder's current fields, filters or SQL when the body carries them — and POST
 * .../reports/run runs an unsaved one. Rows and fields come back together.
 */
export const runRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/promotions/:promotion_id/reports/run',
    { config: { access, limit: 'report-run' }, schema: { ...schema, params: PromotionParams } },
    async (request) => {
      const { body } = request;
      const result = await runReport(
        fastify,
        request.params.promotion_id,
        request.user!,
        definitionFrom(body),
        body,
      );
      return answer(result);
    },
  );

  fastify.post(
    '/promotions/:promotion_id/reports/:id/run',
    {
      config: { access, limit: 'report-run' },
      schema: {
        ...schema,
        params: ReportParams,
        querystring: Type.Object(
          { is_custom: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { body } = request;
      const { promotion_id, id } = request.params;
      const caller = request.user!;
      const report = await findReport(fastify.db, promotion_id, id, caller);
      const edited = definitionFrom(body);
      const definition =
        edited.fields.length > 0 || isSqlLayout(edited)
          ? edited
          : {
              fields: JSON.parse(report.fields) as string[],
              filters: JSON.parse(report.filters) as RunDefinition['filters'],
              sql: report.report_type === 'SQL' ? report.sql : null,
            };
      return answer(await runReport(fastify, promotion_id, caller, definition, body));
    },
  );
};
