import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COORDINATOR_OR_ABOVE,
  ErrorsSchema,
  HttpError,
  IdParam,
  SESSION_COOKIE,
  boardWriter,
  notFound,
  ok,
  responses,
} from '@wellness/platform';
import { promotionOrigin } from '../../domain/promotions';
import {
  CANNOT_DELETE_SELF,
  CANNOT_IMPERSONATE_SELF,
  IMPERSONATE_PAGE,
  NOT_IMPERSONATING,
  deleteUserData,
  grantImpersonation,
  managedUser,
  redeemImpersonation,
  ssoImpersonationUrl,
  ssoTargetOf,
} from '../../domain/users';

const staff = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;

/** The users table's row actions: delete and impersonate (README "Deleting and impersonating"). */
export const dashboardUserRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.delete(
    '/users/:id',
    {
      config: { ...staff, limit: 'write' },
      schema: {
        tags: ['users'],
        params: Type.Object({ id: IdParam }, { additionalProperties: false }),
        response: responses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => {
      const target = await managedUser(
        fastify.db,
        request.user!,
        request.params.id,
        CANNOT_DELETE_SELF,
      );
      await deleteUserData(fastify.db, target.id, boardWriter(fastify));
      await fastify.sessions.destroyAllForUser(target.id);
      request.log.info({ user_id: target.id, deleted_by: request.user!.id }, 'user deleted');
      return ok({ id: target.id });
    },
  );

  fastify.post(
    '/users/impersonate',
    {
      config: { ...staff, limit: 'write' },
      schema: {
        tags: ['users'],
        body: Type.Object({ impersonate_id: IdParam }, { additionalProperties: false }),
        response: responses(
          Type.Object({
            url: Type.String(),
            via: Type.Union([Type.Literal('cookie'), Type.Literal('sso')]),
          }),
        ),
      },
    },
    async (request) => {
      const caller = request.user!;
      const target = await managedUser(
        fastify.db,
        caller,
        request.body.impersonate_id,
        CANNOT_IMPERSONATE_SELF,
      );
      const origin = promotionOrigin(target.subdomain, fastify.config.baseDomain, request);
      // An SSO organization's user: their provider opens the session (README "Impersonation").
      const sso = await ssoTargetOf(fastify.db, target.id);
      if (sso) {
        const url = await ssoImpersonationUrl(sso, `${origin}/api/sso/login`);
        request.log.info(
          { user_id: target.id, impersonated_by: caller.id },
          'SSO impersonation requested',
        );
        return ok({ url, via: 'sso' as const });
      }
      const token = await grantImpersonation(fastify.redis, fastify.config.redisPrefix, {
        user_id: target.id,
        promotion_id: target.promotion_id,
        impersonated_by: caller.id,
      });
      // In the fragment: browsers never send it, so no server or proxy logs the token.
      return ok({ url: `${origin}${IMPERSONATE_PAGE}#${token}`, via: 'cookie' as const });
    },
  );

  /**
   * Opens the impersonated user's session on their promotion's host. The shell's
   * /impersonate page posts the token from its fragment, then goes home.
   */
  fastify.post(
    '/impersonation',
    {
      // Not limited: it spends a one-time random token (unguessable), and the staff member
      // who minted it was counted then.
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'none' },
      schema: {
        tags: ['users'],
        body: Type.Object(
          { token: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
          { additionalProperties: false },
        ),
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      const grant = await redeemImpersonation(
        fastify.redis,
        fastify.config.redisPrefix,
        request.body.token,
      );
      // A grant works only on its own promotion's host: the session cookie belongs there.
      if (!grant || grant.promotion_id !== request.promotion?.id) throw notFound('Impersonation');
      const [user] = await fastify.db.query(
        'SELECT id, role FROM users WHERE id = ? AND promotion_id = ?',
        [grant.user_id, grant.promotion_id],
      );
      if (!user) throw notFound('User');
      // Opened over the staff member's own session on this host: it comes back at the end.
      const ownId = request.cookies[SESSION_COOKIE];
      const own = await fastify.sessions.read(ownId);
      await reply.startSession({
        user_id: Number(user.id),
        promotion_id: grant.promotion_id,
        role: user.role,
        stay_logged_in: false,
        impersonated_by: grant.impersonated_by,
        returns_to: own?.user_id === grant.impersonated_by ? ownId : undefined,
      });
      request.log.info(
        { user_id: grant.user_id, impersonated_by: grant.impersonated_by },
        'impersonation started',
      );
      return ok(null);
    },
  );

  /** Whether the caller is being impersonated, and by whom: the shell's banner. */
  fastify.get(
    '/impersonation',
    {
      config: { access: { allow: 'signed-in', scope: 'none' } },
      schema: {
        tags: ['users'],
        response: responses(
          Type.Union([
            Type.Object({
              impersonator: Type.Object({ id: Type.Integer(), full_name: Type.String() }),
            }),
            Type.Null(),
          ]),
        ),
      },
    },
    async (request) => {
      const staffId = request.user!.impersonated_by;
      if (staffId === null) return ok(null);
      const [row] = await fastify.db.query('SELECT first_name, last_name FROM users WHERE id = ?', [
        staffId,
      ]);
      // A staff member deleted meanwhile is still named, if not by name.
      const fullName = row ? `${row.first_name} ${row.last_name}`.trim() : 'a staff member';
      return ok({ impersonator: { id: staffId, full_name: fullName } });
    },
  );

  /**
   * Ends an impersonation: the impersonated session is over, and the staff member's own
   * session on this host, when it was open, is theirs again (`resumed`).
   */
  fastify.post(
    '/impersonation/end',
    {
      // Not limited: ending an impersonation must always work.
      config: { access: { allow: 'signed-in', scope: 'none' }, limit: 'none' },
      schema: {
        tags: ['users'],
        body: Type.Object({}, { additionalProperties: false }),
        response: { ...responses(Type.Object({ resumed: Type.Boolean() })), 409: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const caller = request.user!;
      if (caller.impersonated_by === null) throw new HttpError(409, NOT_IMPERSONATING);
      const session = await fastify.sessions.read(caller.session_id);
      await reply.endSession();
      const own = await fastify.sessions.read(session?.returns_to);
      const resumed = Boolean(session?.returns_to && own?.user_id === caller.impersonated_by);
      if (resumed) reply.resumeSession(session!.returns_to!, own!);
      request.log.info(
        { user_id: caller.id, impersonated_by: caller.impersonated_by, resumed },
        'impersonation ended',
      );
      return ok({ resumed });
    },
  );
};
