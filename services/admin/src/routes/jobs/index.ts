import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COORDINATOR_OR_ABOVE,
  canManagePromotion,
  notFound,
  ok,
  responses,
} from '@wellness/platform';
import type { Job } from 'bullmq';

const ProgressSchema = Type.Object({
  percent: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  total: Type.Integer(),
});

const JobSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: Type.String(),
  progress: ProgressSchema,
});

const FailedJobSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  promotion_id: Type.Union([Type.Integer(), Type.Null()]),
  attempts: Type.Integer(),
  failed_reason: Type.String(),
  failed_at: Type.Union([Type.String(), Type.Null()]),
  progress: ProgressSchema,
});

/** A job's progress as the worker reports it ({percent, sent, failed, total}) or a bare percent. */
function progressOf(job: Job) {
  const raw = job.progress as unknown;
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const count = (key: string) => (Number.isInteger(value[key]) ? Number(value[key]) : 0);
  return {
    percent: typeof raw === 'number' ? Math.round(raw) : count('percent'),
    sent: count('sent'),
    failed: count('failed'),
    total: count('total'),
  };
}

const promotionOf = (job: Job): number | null => {
  const id = (job.data as { promotion_id?: unknown } | undefined)?.promotion_id;
  return Number.isInteger(id) ? Number(id) : null;
};

/** Long jobs' status for the progress bars; the failed jobs the queue keeps, for masters. */
export const jobRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/jobs/:id',
    {
      // Staff of the job's promotion: checked in the handler, 404 for anyone else.
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } },
      schema: {
        tags: ['jobs'],
        params: Type.Object(
          { id: Type.String({ pattern: '^[A-Za-z0-9:_-]{1,100}$' }) },
          { additionalProperties: false },
        ),
        response: responses(JobSchema),
      },
    },
    async (request) => {
      const job = await fastify.emailQueue.getJob(request.params.id);
      const promotionId = job ? promotionOf(job) : null;
      if (
        !job ||
        promotionId === null ||
        !(await canManagePromotion(fastify.db, request.user!, promotionId))
      ) {
        throw notFound('Job');
      }
      return ok({
        id: String(job.id),
        name: job.name,
        state: await job.getState(),
        progress: progressOf(job),
      });
    },
  );

  fastify.get(
    '/jobs',
    {
      config: { access: { allow: ['Master'], scope: 'any' } },
      schema: {
        tags: ['jobs'],
        querystring: Type.Object(
          { state: Type.Literal('failed') },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(FailedJobSchema)),
      },
    },
    async () => {
      const [jobs, total] = await Promise.all([
        fastify.emailQueue.getFailed(0, 99),
        fastify.emailQueue.getFailedCount(),
      ]);
      return ok(
        jobs.map((job) => ({
          id: String(job.id),
          name: job.name,
          promotion_id: promotionOf(job),
          attempts: job.attemptsMade,
          failed_reason: job.failedReason ?? '',
          failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          progress: progressOf(job),
        })),
        { total_records: total, page_size: 100 },
      );
    },
  );
};
