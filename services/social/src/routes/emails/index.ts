import { Type } from '@sinclair/typebox';
import type { TLiteral } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SHAREABLE_MODELS, ok, queueContentEmail, responses } from '@wellness/platform';
import type { ShareableModel } from '@wellness/platform';
import type { DataSource } from 'typeorm';
import { SHARE_QUEUED, parseRecipients } from '../../domain/emails';
import { resolveTip } from '../../domain/tips';
import { assertRecipe } from '../../domain/recipes';

const ShareBody = Type.Object(
  {
    /** The sharer's own words (optional). */
    message: Type.Optional(Type.String({ maxLength: 2000 })),
    /** Addresses separated by commas or semicolons (spec 2 s5). */
    emails: Type.String({ maxLength: 2000 }),
    model: Type.Union(
      SHAREABLE_MODELS.map((model) => Type.Literal(model)) as [TLiteral<ShareableModel>],
    ),
    id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

const { 200: accepted, ...refusals } = responses(
  Type.Object({ message: Type.String(), recipients: Type.Integer() }),
);

/**
 * Each model's check that the caller's promotion shows the item (404 otherwise). A new model
 * (Recipe, Article) adds its line here and to SHAREABLE_MODELS.
 */
const visible: Record<
  ShareableModel,
  (db: DataSource, promotionId: number, id: number) => Promise<unknown>
> = {
  Tip: resolveTip,
  // Recipes are one library every promotion reads.
  Recipe: (db, _promotionId, id) => assertRecipe(db, id),
};

/** Spec 2 "POST /emails/content: message, emails, model, id": share an item by e-mail. */
export const emailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/emails/content',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' }, limit: 'email' },
      schema: {
        tags: ['emails'],
        body: ShareBody,
        response: { 202: accepted, ...refusals },
      },
    },
    async (request, reply) => {
      const { id: userId, promotion_id: promotionId } = request.user!;
      const { model, id, message = '' } = request.body;
      await visible[model](fastify.db, promotionId, id);
      const recipients = parseRecipients(request.body.emails);
      // Nothing is stored: the worker's content-email job sends it (services/worker README).
      await queueContentEmail(fastify.emailQueue, {
        promotion_id: promotionId,
        user_id: userId,
        model,
        id,
        message: message.trim(),
        recipients,
      });
      return reply.status(202).send(ok({ message: SHARE_QUEUED, recipients: recipients.length }));
    },
  );
};
