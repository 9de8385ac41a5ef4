import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash } from 'argon2';
import {
  HttpError,
  limitAttempts,
  ok,
  passwordProblems,
  promotionPasswordPolicy,
  queuePasswordResetEmail,
  responses,
  unprocessable,
} from '@wellness/platform';
import {
  COULD_NOT_RESET,
  NO_ACCOUNT,
  PASSWORD_REQUIRED,
  accountByEmail,
  consumeReset,
  createPasswordReset,
  invalidEmail,
  isEmailAddress,
  tokenHash,
  usableReset,
} from '../../domain/password-resets';
import { SSO_ACCOUNT, isSsoAccount } from '../../domain/sso';
import { ForgotBody, PasswordResetBody, VerifyResetBody, VerifyResetSchema } from './schemas';

// Anyone may call these (the person has forgotten the password); each handler counts its
// attempts per account and per address itself (limitAttempts), as sign-in does.
const visitor = { access: { allow: 'anonymous', scope: 'none' }, limit: 'login' } as const;

/** Spec 3 s5 "Forgot password" and "Reset password", s7 "Account". */
export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/users/forgot',
    {
      config: visitor,
      schema: { tags: ['session'], body: ForgotBody, response: responses(Type.Null()) },
    },
    async (request, reply) => {
      const typed = request.body.email.trim();
      const email = typed.toLowerCase();
      const promotionId = request.promotion?.id ?? 0;
      // Every request counts, a sent link too: each one e-mails somebody.
      await limitAttempts(request, reply, 'forgot', `${promotionId}:${email}`);
      if (!isEmailAddress(email)) throw unprocessable(invalidEmail(typed));
      const account = promotionId ? await accountByEmail(fastify.db, promotionId, email) : null;
      if (!account) throw new HttpError(404, NO_ACCOUNT);
      if (await isSsoAccount(fastify.db, account.id)) throw unprocessable(SSO_ACCOUNT);
      const reset = await createPasswordReset(fastify.db, account.id);
      await queuePasswordResetEmail(fastify.emailQueue, {
        password_reset_id: reset.id,
        promotion_id: promotionId,
        email: account.email,
        token: reset.token,
      });
      request.log.info({ user_id: account.id, password_reset_id: reset.id }, 'reset link queued');
      return ok(null);
    },
  );

  fastify.post(
    '/users/verify_password_reset',
    {
      config: visitor,
      schema: { tags: ['session'], body: VerifyResetBody, response: responses(VerifyResetSchema) },
    },
    async (request, reply) => {
      const { thing } = request.body;
      const promotionId = request.promotion?.id ?? 0;
      const attempt = await limitAttempts(
        request,
        reply,
        'password-reset',
        `${promotionId}:${tokenHash(thing)}`,
      );
      const reset = promotionId ? await usableReset(fastify.db, promotionId, thing) : null;
      if (!reset) return ok({ allow: false, email: null });
      // Only guesses use up the limits: the person who holds the link may open it again.
      await attempt.succeeded();
      return ok({ allow: true, email: reset.email });
    },
  );

  fastify.put(
    '/users/password_reset',
    {
      config: visitor,
      schema: { tags: ['session'], body: PasswordResetBody, response: responses(Type.Null()) },
    },
    async (request, reply) => {
      const { thing, password } = request.body;
      const promotionId = request.promotion?.id ?? 0;
      const attempt = await limitAttempts(
        request,
        reply,
        'password-reset',
        `${promotionId}:${tokenHash(thing)}`,
      );
      if (!password) throw unprocessable(PASSWORD_REQUIRED);
      if (!promotionId) throw unprocessable(COULD_NOT_RESET);
      const policy = await promotionPasswordPolicy(fastify.db, promotionId);
      const problems = passwordProblems(policy, password, (source, error) =>
        request.log.warn({ source, err: error }, 'invalid organization password pattern ignored'),
      );
      if (problems.length) throw new HttpError(422, problems[0]!, problems);
      const userId = await consumeReset(fastify.db, promotionId, thing, await hash(password));
      if (userId === null) throw unprocessable(COULD_NOT_RESET);
      await attempt.succeeded();
      // Whoever knew the old password is signed out everywhere.
      await fastify.sessions.destroyAllForUser(userId);
      request.log.info({ user_id: userId }, 'password reset');
      return ok(null);
    },
  );
};
