import { Type } from '@sinclair/typebox';
import { IdParam } from '@wellness/platform';
import { RoleSchema } from '../schemas';

export const PromotionParams = Type.Object(
  { promotion_id: IdParam },
  { additionalProperties: false },
);
export const PromotionUserParams = Type.Object(
  { promotion_id: IdParam, id: IdParam },
  { additionalProperties: false },
);

/** Names and e-mail are checked by the domain with the settings' messages (README "Settings"). */
export const PromotionUserBody = Type.Object(
  {
    first_name: Type.String({ maxLength: 200 }),
    last_name: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 320 }),
    role: RoleSchema,
  },
  { additionalProperties: false },
);

export const PromotionUserSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
});

export const RolesSchema = Type.Array(RoleSchema);

export const AssignablePromotionsSchema = Type.Array(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    subdomain: Type.String(),
    assigned: Type.Boolean(),
  }),
);

export const AssignmentBody = Type.Object(
  { promotion_ids: Type.Array(IdParam, { maxItems: 1000 }) },
  { additionalProperties: false },
);
