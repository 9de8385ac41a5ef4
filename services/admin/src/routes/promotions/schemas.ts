import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { DateString, IdParam } from '@wellness/platform';
import {
  DATE_FIELDS,
  FLAG_FIELDS,
  ID_FIELDS,
  LABEL_FIELDS,
  NUMBER_FIELDS,
  TEXT_FIELDS,
  VIDEO_FIELDS,
} from '../../domain/promotions';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const each = <K extends string>(keys: readonly K[], schema: () => TSchema) =>
  Object.fromEntries(keys.map((key) => [key, schema()])) as Record<K, TSchema>;

const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
/** Checked as a DNS label by the domain, with a clear message (README "Promotions"). */
const Subdomain = Type.String({ minLength: 1, maxLength: 63 });

const TEXT_LIMITS: Partial<Record<(typeof TEXT_FIELDS)[number], TSchema>> = {
  theme_color: Nullable(Type.String({ pattern: '^(#[0-9a-fA-F]{6})?$', maxLength: 7 })),
  coordinators: Nullable(Type.String({ maxLength: 10_000 })),
  static_tiles: Nullable(Type.String({ maxLength: 60_000 })),
  dynamic_tiles: Nullable(Type.String({ maxLength: 60_000 })),
  // Checked by the domain with a message naming the field (README "Participant video").
  ...each(Object.keys(VIDEO_FIELDS) as Array<keyof typeof VIDEO_FIELDS>, () =>
    Nullable(Type.String({ maxLength: 512 })),
  ),
};
const textSchema = (key: (typeof TEXT_FIELDS)[number]) =>
  TEXT_LIMITS[key] ??
  (key.endsWith('_url') || key === 'logo'
    ? Nullable(Type.String({ maxLength: 512, pattern: '^((https?://|/)\\S*)?$' }))
    : Nullable(Type.String({ maxLength: key === 'domain' ? 255 : 64 })));

const fieldSchemas = {
  ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, Type.Optional(textSchema(key))])),
  ...each(LABEL_FIELDS, () =>
    Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' })),
  ),
  ...each(DATE_FIELDS, () => Type.Optional(Nullable(DateString))),
  // Point values are checked against spec 3 s9's 450 by the domain, with its message.
  ...each(NUMBER_FIELDS, () => Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
  ...each(ID_FIELDS, () => Type.Optional(Nullable(IdParam))),
  ...each(FLAG_FIELDS, () => Type.Optional(Type.Boolean())),
};

/** The promotion form (spec 3 s3 "Promotion"): the end is derived, never sent (s5). */
const CreateBody = Type.Object(
  {
    name: Name,
    subdomain: Subdomain,
    program_name: Name,
    starts_on: DateString,
    program_length: Type.Integer({ minimum: 1, maximum: 366 }),
    ...fieldSchemas,
  },
  { additionalProperties: false },
);

/** Spec 3 s7 "Update with partial bodies (flags, default_goal, coordinators, video fields)". */
const UpdateBody = Type.Object(
  {
    name: Type.Optional(Name),
    subdomain: Type.Optional(Subdomain),
    program_name: Type.Optional(Name),
    starts_on: Type.Optional(DateString),
    program_length: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })),
    ...fieldSchemas,
  },
  { additionalProperties: false },
);

const NullableString = Nullable(Type.String());
const NullableInteger = Nullable(Type.Integer());

const FullPromotion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subdomain: Type.String(),
  program_name: Type.String(),
  program_length: Type.Integer(),
  weeks: Type.Integer(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  is_parent: Type.Boolean(),
  organization_name: NullableString,
  reseller_id: NullableInteger,
  has_started: Type.Boolean(),
  has_launched: Type.Boolean(),
  disabled: Type.Boolean(),
  /** Where its participants go: its subdomain under the base domain. */
  site_url: Type.String(),
  ...each(TEXT_FIELDS, () => NullableString),
  ...each(LABEL_FIELDS, () => Type.String()),
  ...each(DATE_FIELDS, () => NullableString),
  ...each(NUMBER_FIELDS, () => Type.Integer()),
  ...each(ID_FIELDS, () => NullableInteger),
  ...each(FLAG_FIELDS, () => Type.Boolean()),
});

export const PromotionSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subdomain: Type.String(),
  organization_id: NullableInteger,
  organization_name: NullableString,
  reseller_id: NullableInteger,
  weeks: Type.Integer(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  registration_starts_on: NullableString,
  registration_ends_on: NullableString,
  launch_on: NullableString,
  is_parent: Type.Boolean(),
  parent_promotion_id: NullableInteger,
  is_launchpad: Type.Boolean(),
  is_active: Type.Boolean(),
});

export const PromotionParams = Type.Object({ promotion_id: IdParam });

/**
 * Held as plain schemas: an object this wide is deeper than TypeScript instantiates when it
 * checks a handler against it (as services/participant's /promotions/current found); the
 * handlers cast the validated body to the domain's PromotionInput.
 */
export const PromotionCreateBody: TSchema = CreateBody;
export const PromotionUpdateBody: TSchema = UpdateBody;
export const PromotionSchema: TSchema = FullPromotion;
