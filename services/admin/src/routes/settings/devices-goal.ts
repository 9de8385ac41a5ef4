import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, responses } from '@wellness/platform';
import {
  devicesOfUser,
  editableUser,
  goalOfUser,
  saveDeviceState,
  saveGoal,
} from '../../domain/settings';
import {
  DeviceParams,
  DeviceSchema,
  DeviceStateBody,
  GoalBody,
  GoalSchema,
  UserParams,
} from './schemas';

// The settings rule (src/domain/settings/access.ts) decides per user in the handler.
const anyEditor = { access: { allow: 'signed-in', scope: 'managed' } } as const;

/** Spec 3 s2 "Settings": the Devices and Edit Goal tabs (services/admin README "Settings"). */
export const devicesGoalRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/:id/devices',
    {
      config: anyEditor,
      schema: {
        tags: ['settings'],
        params: UserParams,
        response: responses(Type.Object({ devices: Type.Array(DeviceSchema) })),
      },
    },
    async (request) => {
      const user = await editableUser(fastify.db, request.user!, request.params.id);
      return ok({ devices: await devicesOfUser(fastify.db, user) });
    },
  );

  fastify.put(
    '/users/:id/devices/:device',
    {
      config: { ...anyEditor, limit: 'write' },
      schema: {
        tags: ['settings'],
        params: DeviceParams,
        body: DeviceStateBody,
        response: responses(DeviceSchema),
      },
    },
    async (request) => {
      const caller = request.user!;
      const user = await editableUser(fastify.db, caller, request.params.id);
      const { device } = request.params;
      const saved = await saveDeviceState(fastify.db, user, device, request.body.connected);
      request.log.info(
        { user_id: user.id, device, connected: saved.connected, saved_by: caller.id },
        'device state saved',
      );
      return ok(saved);
    },
  );

  fastify.get(
    '/users/:id/goal',
    {
      config: anyEditor,
      schema: { tags: ['settings'], params: UserParams, response: responses(GoalSchema) },
    },
    async (request) => {
      const user = await editableUser(fastify.db, request.user!, request.params.id);
      return ok(await goalOfUser(fastify.db, user));
    },
  );

  fastify.put(
    '/users/:id/goal',
    {
      config: { ...anyEditor, limit: 'write' },
      schema: {
        tags: ['settings'],
        params: UserParams,
        body: GoalBody,
        response: responses(GoalSchema),
      },
    },
    async (request) => {
      const caller = request.user!;
      const user = await editableUser(fastify.db, caller, request.params.id);
      const saved = await saveGoal(fastify.db, user, request.body.goal);
      request.log.info({ user_id: user.id, goal: saved.goal, saved_by: caller.id }, 'goal saved');
      return ok(saved);
    },
  );
};
