import { Type } from '@sinclair/typebox';
import { IdParam } from '@wellness/platform';
import { EMAIL_MAX, NAME_MAX } from '../../domain/settings';
import { RoleSchema } from '../schemas';

const Nullable = <T extends ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const UserParams = Type.Object({ id: IdParam }, { additionalProperties: false });

const SettingsLocationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parent_id: Nullable(Type.Integer()),
  level: Type.Integer(),
});

export const UserSettingsSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  location_id: Nullable(Type.Integer()),
  role: RoleSchema,
  is_wall_expert: Type.Boolean(),
  locked: Type.Boolean(),
  locations: Type.Array(SettingsLocationSchema),
});

export const PersonalSettingsBody = Type.Object(
  {
    // Lengths are checked after trimming (422), so surrounding spaces do not count against them.
    first_name: Type.String({ maxLength: NAME_MAX + 50 }),
    last_name: Type.String({ maxLength: NAME_MAX + 50 }),
    email: Type.String({ maxLength: EMAIL_MAX + 50 }),
    location_id: Nullable(IdParam),
    // Spec 3 s5 "Settings password": both empty or absent leave the password as it is.
    password: Type.Optional(Type.String({ maxLength: 1024 })),
    password_confirmation: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);

export const AccountRoleBody = Type.Object(
  { role: RoleSchema, is_wall_expert: Type.Boolean() },
  { additionalProperties: false },
);

export const ValidateQuery = Type.Object(
  {
    field: Type.Literal('email'),
    value: Type.String({ maxLength: EMAIL_MAX + 50 }),
    user_id: Type.Optional(IdParam),
  },
  { additionalProperties: false },
);

export const ValidateSchema = Type.Object({
  field: Type.Literal('email'),
  value: Type.String(),
  taken: Type.Boolean(),
});

/** A device key (src/domain/settings/devices.ts `deviceKey`). */
export const DeviceParams = Type.Object(
  { id: IdParam, device: Type.String({ pattern: '^[a-z0-9_]{1,64}$', maxLength: 64 }) },
  { additionalProperties: false },
);

export const DeviceSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  connected: Type.Boolean(),
  connected_at: Type.Union([Type.String(), Type.Null()]),
});

export const DeviceStateBody = Type.Object(
  { connected: Type.Boolean() },
  { additionalProperties: false },
);

/** Goals are points; the database column is an int. */
export const GOAL_MAX = 1_000_000;

export const GoalSchema = Type.Object({
  goal: Type.Union([Type.Integer(), Type.Null()]),
  default_goal: Type.Integer(),
  options: Type.Array(Type.Integer()),
});

export const GoalBody = Type.Object(
  { goal: Type.Union([Type.Integer({ minimum: 1, maximum: GOAL_MAX }), Type.Null()]) },
  { additionalProperties: false },
);
