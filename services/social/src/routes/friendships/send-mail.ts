import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HttpError,
  IdParam,
  PARTICIPANT_ROLES,
  notFound,
  queueFriendEmail,
  responses,
} from '@wellness/platform';
import { friendIds } from '../../domain/friends';

/** Spec 3 s8 "Email to friends/teammates needs a message", word for word. */
export const MESSAGE_NEEDED = 'Please include a message.';
export const NO_FRIENDS_TO_EMAIL = 'You have no friends to e-mail yet.';
export const TEAM_EMAIL_NOT_YET = 'E-mail to teammates is not available yet.';
const SENT = 'Email sent successfully.';

const SendMailBody = Type.Object(
  {
    email_type: Type.Union([Type.Literal('friend'), Type.Literal('team')]),
    recipient_id: Type.Union([IdParam, Type.Literal('all')]),
    message: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
const { 200: accepted, ...refusals } = responses(
  Type.Object({ message: Type.String(), recipients: Type.Integer() }),
);

/**
 * Spec 3 s7 "POST /send_mail with email_type, recipient_id, message": a participant e-mails one
 * friend or all of them through the worker (services/social README "Friends").
 */
export const sendMailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/send_mail',
    {
      config: { access: { allow: PARTICIPANT_ROLES, scope: 'own' }, limit: 'email' },
      schema: { tags: ['friends'], body: SendMailBody, response: { 202: accepted, ...refusals } },
    },
    async (request, reply) => {
      const { id: userId, promotion_id: promotionId } = request.user!;
      const message = request.body.message.trim();
      if (!message) throw new HttpError(422, MESSAGE_NEEDED);
      // Teams (another issue) add their recipients here.
      if (request.body.email_type === 'team') throw new HttpError(422, TEAM_EMAIL_NOT_YET);
      const friends = await friendIds(fastify.db, userId);
      const target = request.body.recipient_id;
      if (target !== 'all' && !friends.includes(target)) throw notFound('Friend');
      const recipients = target === 'all' ? friends : [target];
      if (recipients.length === 0) throw new HttpError(422, NO_FRIENDS_TO_EMAIL);
      await queueFriendEmail(fastify.emailQueue, {
        promotion_id: promotionId,
        user_id: userId,
        recipient_ids: recipients,
        message,
      });
      return reply
        .status(202)
        .send({ data: { message: SENT, recipients: recipients.length }, meta: {} });
    },
  );
};
