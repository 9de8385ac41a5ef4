import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, SubscriptionSchema, ok, responses } from '@wellness/platform';
import { editableUser } from '../../domain/settings';
import { saveSubscription, subscriptionOfUser, unsubscribe } from '../../domain/subscription';
import { UserParams } from './schemas';

// The settings rule (src/domain/settings/access.ts) decides per user in the handler.
const anyEditor = { access: { allow: 'signed-in', scope: 'managed' } } as const;

const Unsubscribed = Type.Object({
  email: Type.String(),
  promotion_id: Type.Integer(),
  email_unsubscribe_all: Type.Boolean(),
});

/** RFC 8058's form: `List-Unsubscribe=One-Click`; the query carries the address. */
const OneClickForm = Type.Object(
  { 'List-Unsubscribe': Type.Literal('One-Click') },
  { additionalProperties: false },
);

const UnsubscribeBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 255 }),
    promotion_id: IdParam,
    token: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

/** Spec 3 User.subscription (the settings' Preferences tab) and spec 2 Unsubscribe. */
export const subscriptionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/:id/subscription',
    {
      config: anyEditor,
      schema: { tags: ['settings'], params: UserParams, response: responses(SubscriptionSchema) },
    },
    async (request) => {
      const user = await editableUser(fastify.db, request.user!, request.params.id);
      return ok(await subscriptionOfUser(fastify.db, user.id));
    },
  );

  fastify.put(
    '/users/:id/subscription',
    {
      config: { ...anyEditor, limit: 'write' },
      schema: {
        tags: ['settings'],
        params: UserParams,
        body: SubscriptionSchema,
        response: responses(SubscriptionSchema),
      },
    },
    async (request) => {
      const caller = request.user!;
      const user = await editableUser(fastify.db, caller, request.params.id);
      const saved = await saveSubscription(fastify.db, user.id, request.body);
      request.log.info({ user_id: user.id, saved_by: caller.id }, 'subscription saved');
      return ok(saved);
    },
  );

  // A mail client's one-click POST is a form (RFC 8058); its body only says one-click.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /**
   * The List-Unsubscribe header of every bulk e-mail (RFC 8058 one-click): the mail client
   * posts to the address the header names, without a session or the app's header, so the
   * token in the query proves the address, and repeating it changes nothing.
   */
  fastify.post(
    '/unsubscribe/one-click',
    {
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'write', csrf: false },
      schema: {
        tags: ['settings'],
        querystring: UnsubscribeBody,
        body: OneClickForm,
        response: responses(Unsubscribed),
      },
    },
    async (request) => {
      const done = await unsubscribe(fastify.db, fastify.config.unsubscribeSecret, request.query);
      request.log.info({ promotion_id: done.promotion_id }, 'unsubscribed (one-click)');
      return ok({ ...done, email_unsubscribe_all: true });
    },
  );

  /** The link in every bulk e-mail: no session, the token proves the address (README). */
  fastify.post(
    '/unsubscribe',
    {
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'write' },
      schema: {
        tags: ['settings'],
        body: UnsubscribeBody,
        response: responses(Unsubscribed),
      },
    },
    async (request) => {
      const done = await unsubscribe(fastify.db, fastify.config.unsubscribeSecret, request.body);
      request.log.info({ promotion_id: done.promotion_id }, 'unsubscribed');
      return ok({ ...done, email_unsubscribe_all: true });
    },
  );
};
