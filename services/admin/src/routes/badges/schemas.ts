import { Type } from '@sinclair/typebox';
import { BadgeCategorySchema, IdParam } from '@wellness/platform';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const PromotionParams = Type.Object({ promotion_id: IdParam });
export const BadgeParams = Type.Object({ promotion_id: IdParam, id: IdParam });

/** A picture: a path on this site (the product's badges, uploads) or an http(s) address. */
const ImageUrl = Type.String({ pattern: '^(https?://|/)\\S+$', maxLength: 512 });

/** The badge editor's form (spec 1 s3 Badge). */
export const BadgeBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
    category: BadgeCategorySchema,
    goal: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    goal2: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 }))),
    hide_until_earned: Type.Optional(Type.Boolean()),
    image_url: ImageUrl,
  },
  { additionalProperties: false },
);

export const AdminBadgeSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  default_badge_id: Nullable(Type.Integer()),
  name: Type.String(),
  category: BadgeCategorySchema,
  goal: Type.Integer(),
  goal2: Nullable(Type.Integer()),
  hide_until_earned: Type.Boolean(),
  image_url: Type.String(),
  source: Type.Union([Type.Literal('promotion'), Type.Literal('default')]),
  earned_count: Type.Integer(),
});

export const BadgeListMeta = Type.Object({
  total_records: Type.Integer(),
  badge_locked_image: Nullable(Type.String()),
  default_locked_image: Type.String(),
});

export const DeletedBadgeSchema = Type.Object({
  id: Type.Integer(),
  /** The default badge the promotion shows again; null: none. */
  reset_to: Nullable(Type.Integer()),
});

export const AwardBody = Type.Object({ user_id: IdParam }, { additionalProperties: false });
export const AwardSchema = Type.Object({ awarded: Type.Boolean() });

export const LockedImageBody = Type.Object(
  { badge_locked_image: Nullable(ImageUrl) },
  { additionalProperties: false },
);
export const LockedImageSchema = Type.Object({ badge_locked_image: Nullable(Type.String()) });
