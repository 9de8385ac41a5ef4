import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { boardWriter, ok, responses } from '@wellness/platform';
import {
  editableUser,
  isEmailTaken,
  newPasswordHash,
  promotionLocations,
  saveAccountRole,
  savePasswordHash,
  savePersonalSettings,
} from '../../domain/settings';
import {
  AccountRoleBody,
  PersonalSettingsBody,
  UserParams,
  UserSettingsSchema,
  ValidateQuery,
  ValidateSchema,
} from './schemas';
import { RoleSchema } from '../schemas';

// Who may open whose settings is decided per user in the handler (src/domain/settings/access.ts).
const anyEditor = { access: { allow: 'signed-in', scope: 'managed' } } as const;

/** Spec 3 "Settings": Edit Personal Settings and the master's Account & Role tab. */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const settingsOf = async (user: Awaited<ReturnType<typeof editableUser>>) => ({
    ...user,
    locations: await promotionLocations(fastify.db, user.promotion_id),
  });

  fastify.get(
    '/users/:id/settings',
    {
      config: anyEditor,
      schema: { tags: ['settings'], params: UserParams, response: responses(UserSettingsSchema) },
    },
    async (request) =>
      ok(await settingsOf(await editableUser(fastify.db, request.user!, request.params.id))),
  );

  fastify.put(
    '/users/:id/settings',
    {
      config: { ...anyEditor, limit: 'write' },
      schema: {
        tags: ['settings'],
        params: UserParams,
        body: PersonalSettingsBody,
        response: responses(UserSettingsSchema),
      },
    },
    async (request) => {
      const caller = request.user!;
      const user = await editableUser(fastify.db, caller, request.params.id);
      const { password, password_confirmation: confirmation, ...personal } = request.body;
      // Checked before anything is saved, so that a refused password saves nothing.
      const passwordHash = await newPasswordHash(
        fastify.db,
        caller.id,
        user,
        { password, password_confirmation: confirmation },
        (source, error) =>
          request.log.warn({ source, err: error }, 'invalid organization password pattern ignored'),
      );
      const saved = await savePersonalSettings(fastify.db, user, personal, boardWriter(fastify));
      if (passwordHash) {
        await savePasswordHash(fastify.db, user.id, passwordHash);
        // Whoever knew the old password is signed out; this browser stays signed in.
        await fastify.sessions.destroyOthersOfUser(user.id, caller.session_id);
      }
      request.log.info(
        { user_id: user.id, saved_by: caller.id, password_changed: !!passwordHash },
        'settings saved',
      );
      return ok(await settingsOf({ ...user, ...saved }));
    },
  );

  /** Spec 3 "User validate by field and value": is the e-mail another user's already? */
  fastify.get(
    '/users/validate',
    {
      config: anyEditor,
      schema: {
        tags: ['settings'],
        querystring: ValidateQuery,
        response: responses(ValidateSchema),
      },
    },
    async (request) => {
      const { field, value, user_id: userId } = request.query;
      const caller = request.user!;
      const user = await editableUser(fastify.db, caller, userId ?? caller.id);
      const taken = await isEmailTaken(fastify.db, user.promotion_id, value, user.id);
      return ok({ field, value, taken });
    },
  );

  fastify.put(
    '/users/:id/role',
    {
      config: { access: { allow: ['Master'], scope: 'any' }, limit: 'write' },
      schema: {
        tags: ['settings'],
        params: UserParams,
        body: AccountRoleBody,
        response: responses(
          Type.Object({ id: Type.Integer(), role: RoleSchema, is_wall_expert: Type.Boolean() }),
        ),
      },
    },
    async (request) => {
      const caller = request.user!;
      const saved = await saveAccountRole(
        fastify.db,
        caller,
        request.params.id,
        request.body,
        boardWriter(fastify),
      );
      if (saved.role_changed) await fastify.sessions.destroyAllForUser(saved.id);
      request.log.info(
        { user_id: saved.id, role: request.body.role, changed_by: caller.id },
        'account role saved',
      );
      return ok({ id: saved.id, ...request.body });
    },
  );
};
