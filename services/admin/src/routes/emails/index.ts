import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  COORDINATOR_OR_ABOVE,
  Envelope,
  HttpError,
  createdResponses,
  enqueueTestEmail,
  ok,
  renderTestEmail,
  responses,
} from '@wellness/platform';
import {
  brandingOf,
  checkDraft,
  checkTestRecipients,
  createCustomEmail,
  customEmailOf,
  customEmailsOf,
  deleteCustomEmail,
  previewCustomEmail,
  sendable,
  testEmailContent,
  testEmailSent,
  updateCustomEmail,
} from '../../domain/emails';
import {
  CountBody,
  CustomEmailParams,
  CustomEmailSchema,
  DeletedSchema,
  EmailBody,
  PreviewBody,
  PreviewSchema,
  PromotionParams,
  RecipientsSchema,
  RenderedSchema,
  TestEmailBody,
  TestEmailQuery,
  TestEmailSentSchema,
  TotalMeta,
} from './schemas';

/** Coordinators and super users, on a promotion they manage (own, assigned, any for Master). */
const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;

/** How many addresses the recipient count shows. */
const SAMPLE_SIZE = 20;

const { 200: _success, ...errorResponses } = responses(TestEmailSentSchema);
const acceptedResponses = { 202: Envelope(TestEmailSentSchema), ...errorResponses };

/** A body's promotion_id, when sent, names the promotion of the address (else 404). */
function samePromotion(request: FastifyRequest, bodyPromotionId: number | undefined) {
  const { promotion_id } = request.params as { promotion_id: number };
  if (bodyPromotionId !== undefined && bodyPromotionId !== promotion_id) {
    throw new HttpError(404, 'Promotion could not be found');
  }
}

/** Spec 3 "Custom email", s5 and s7: one-time e-mails, their queue, and test e-mails. */
export const emailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const branding = (promotionId: number, request: FastifyRequest) =>
    brandingOf(fastify.db, promotionId, fastify.config.baseDomain, request);

  fastify.get(
    '/promotions/:promotion_id/custom_emails',
    {
      config: managed,
      schema: {
        tags: ['emails'],
        params: PromotionParams,
        response: responses(Type.Array(CustomEmailSchema), TotalMeta),
      },
    },
    async (request) => {
      const { rows, total } = await customEmailsOf(fastify.db, request.params.promotion_id);
      return ok(rows, { total_records: total });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/custom_emails/:id',
    {
      config: managed,
      schema: {
        tags: ['emails'],
        params: CustomEmailParams,
        response: responses(CustomEmailSchema),
      },
    },
    async (request) =>
      ok(await customEmailOf(fastify.db, request.params.promotion_id, request.params.id)),
  );

  fastify.post(
    '/promotions/:promotion_id/one_time_email',
    {
      config: { ...managed, limit: 'email' },
      schema: {
        tags: ['emails'],
        params: PromotionParams,
        body: EmailBody,
        response: createdResponses(CustomEmailSchema),
      },
    },
    async (request, reply) => {
      const { promotion_id } = request.params;
      const draft = await checkDraft(fastify.db, promotion_id, request.body.email, {
        content: true,
        recipients: true,
      });
      const created = await createCustomEmail(
        fastify.db,
        fastify.emailQueue,
        promotion_id,
        request.user!.id,
        draft,
      );
      return reply.code(201).send(ok(created));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/custom_emails/:id',
    {
      config: { ...managed, limit: 'write' },
      schema: {
        tags: ['emails'],
        params: CustomEmailParams,
        body: EmailBody,
        response: responses(CustomEmailSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      // 404 before the checks for another promotion's e-mail.
      await customEmailOf(fastify.db, promotion_id, id);
      const draft = await checkDraft(fastify.db, promotion_id, request.body.email, {
        content: true,
        recipients: true,
      });
      return ok(await updateCustomEmail(fastify.db, fastify.emailQueue, promotion_id, id, draft));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/custom_emails/:id',
    {
      config: { ...managed, limit: 'write' },
      schema: {
        tags: ['emails'],
        params: CustomEmailParams,
        response: responses(DeletedSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      await deleteCustomEmail(fastify.db, fastify.emailQueue, promotion_id, id);
      return ok({ id });
    },
  );

  fastify.post(
    '/promotions/:promotion_id/one_time_email_recipients',
    {
      config: { ...managed, limit: 'write' },
      schema: {
        tags: ['emails'],
        params: PromotionParams,
        body: CountBody,
        response: responses(RecipientsSchema),
      },
    },
    async (request) => {
      const draft = await checkDraft(fastify.db, request.params.promotion_id, request.body.email, {
        content: false,
        recipients: false,
      });
      const addresses = sendable(draft.recipients);
      return ok([{ recipients: addresses.length, sample: addresses.slice(0, SAMPLE_SIZE) }]);
    },
  );

  fastify.post(
    '/promotions/:promotion_id/one_time_email_preview',
    {
      config: { ...managed, limit: 'write' },
      schema: {
        tags: ['emails'],
        params: PromotionParams,
        body: PreviewBody,
        response: responses(PreviewSchema),
      },
    },
    async (request) => {
      const { promotion_id } = request.params;
      samePromotion(request, request.body.promotion_id);
      const draft = await checkDraft(fastify.db, promotion_id, request.body.email, {
        content: true,
        recipients: false,
      });
      const addresses = sendable(draft.recipients);
      const message = await previewCustomEmail(
        await branding(promotion_id, request),
        {
          secret: fastify.config.unsubscribeSecret,
          promotionId: promotion_id,
          firstRecipient: addresses[0],
        },
        { subject: draft.subject, body: draft.body },
      );
      return ok([
        {
          custom_email: {
            ...message,
            one_time_recipients: draft.one_time_recipients.join(', '),
            send_at: draft.send_at ? draft.send_at.toISOString() : null,
            recipients: addresses.length,
          },
        },
      ]);
    },
  );

  fastify.post(
    '/promotions/:promotion_id/test_email',
    {
      config: { ...managed, limit: 'email' },
      schema: {
        tags: ['emails'],
        params: PromotionParams,
        body: TestEmailBody,
        response: acceptedResponses,
      },
    },
    async (request, reply) => {
      const { promotion_id } = request.params;
      samePromotion(request, request.body.promotion_id);
      const recipients = checkTestRecipients(request.body.recipients);
      const content = await testEmailContent(fastify.db, promotion_id, request.body.key);
      const jobId = await enqueueTestEmail(fastify.emailQueue, {
        promotion_id,
        key: request.body.key,
        recipients,
        content,
      });
      return reply
        .code(202)
        .send(ok([{ message: testEmailSent(recipients.length), job_id: jobId }]));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/test_email/preview',
    {
      config: managed,
      schema: {
        tags: ['emails'],
        params: PromotionParams,
        querystring: TestEmailQuery,
        response: responses(RenderedSchema),
      },
    },
    async (request) => {
      const { promotion_id } = request.params;
      const content = await testEmailContent(fastify.db, promotion_id, request.query.key);
      return ok(await renderTestEmail(await branding(promotion_id, request), content));
    },
  );
};
