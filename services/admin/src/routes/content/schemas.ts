import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { AllPageQuery, IdParam } from '@wellness/platform';
import { CONTENT_FIELDS } from '../../domain/content';
import type { ContentField } from '../../domain/content';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const CategoryName = Type.String({ pattern: '^[A-Za-z0-9_]{1,64}$', maxLength: 64 });
/** A stored key: normalised, with the '+N' of copies. */
const StoredKey = Type.String({ pattern: '^[a-z0-9_+-]{1,191}$', maxLength: 191 });

/** Images are files uploaded here (POST /api/files/upload) or https addresses. */
const ImageUrl = Nullable(
  Type.String({
    maxLength: 512,
    pattern: '^(/api/files/(public/)?[A-Za-z0-9][A-Za-z0-9._-]*|https://[^\\s"\'<>\\\\]+)$',
  }),
);
const Line = (maxLength: number) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]*$' });

/** The fields of the edit form; which of them a category takes is checked against the catalogue. */
const ContentFields = {
  title: Type.Optional(Line(255)),
  summary: Type.Optional(Nullable(Type.String({ maxLength: 10_000 }))),
  content: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
  hidden: Type.Optional(Type.Boolean()),
  image1: Type.Optional(ImageUrl),
  image2: Type.Optional(ImageUrl),
  mobile_image1: Type.Optional(ImageUrl),
  thumbnail_image: Type.Optional(ImageUrl),
  email_image: Type.Optional(ImageUrl),
  email_subject: Type.Optional(Nullable(Line(255))),
  email_image_caption: Type.Optional(Nullable(Line(255))),
  days_from_start: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 3650 }))),
  custom_fields: Type.Optional(
    Type.Record(
      Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }),
      Type.String({ maxLength: 2000 }),
      {
        maxProperties: 20,
      },
    ),
  ),
};

export const ContentUpdateBody = Type.Object(ContentFields, { additionalProperties: false });

export const ContentCreateBody = Type.Object(
  {
    category: CategoryName,
    add: Type.Union([Type.Literal('key'), Type.Literal('group')]),
    group: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f<>]+$' }),
    key: Type.Optional(Type.String({ maxLength: 150 })),
    ...ContentFields,
  },
  { additionalProperties: false },
);

export const ContentItemSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  promotion_id: Type.Integer(),
  key: Type.String(),
  group: Type.String(),
  sequence: Type.Number(),
  title: Type.String(),
  summary: Nullable(Type.String()),
  content: Nullable(Type.String()),
  hidden: Type.Boolean(),
  image1: Nullable(Type.String()),
  image2: Nullable(Type.String()),
  mobile_image1: Nullable(Type.String()),
  thumbnail_image: Nullable(Type.String()),
  email_image: Nullable(Type.String()),
  email_subject: Nullable(Type.String()),
  email_image_caption: Nullable(Type.String()),
  days_from_start: Nullable(Type.Integer()),
  custom_fields: Type.Record(Type.String(), Type.String()),
  is_default: Type.Boolean(),
  is_override: Type.Boolean(),
  updated_at: Type.String(),
  /** With `html=true`: `content` as sanitised HTML (markdown rendered), null without text. */
  content_html: Type.Optional(Nullable(Type.String())),
});
export type ContentItem = Static<typeof ContentItemSchema>;

export const ContentGroupSchema = Type.Object({
  group: Type.String(),
  items: Type.Array(ContentItemSchema),
});

export const PromotionParams = Type.Object(
  { promotion_id: IdParam },
  { additionalProperties: false },
);
export const ItemParams = Type.Object(
  { promotion_id: IdParam, id: IdParam },
  { additionalProperties: false },
);
export const KeyParams = Type.Object(
  { promotion_id: IdParam, category: CategoryName, key: StoredKey },
  { additionalProperties: false },
);

export const ListQuery = Type.Object(
  {
    category: CategoryName,
    key: Type.Optional(StoredKey),
    hidden: Type.Optional(Type.Boolean()),
    structured: Type.Optional(Type.Boolean()),
    /** Adds each item's `content_html` (issue 18: the welcome page renders no markdown). */
    html: Type.Optional(Type.Boolean()),
    ...AllPageQuery,
  },
  { additionalProperties: false },
);

export const ReorderQuery = Type.Object(
  { category: CategoryName, hidden: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const ReorderBody = Type.Object(
  { sequence: Type.Array(IdParam, { minItems: 1, maxItems: 1000, uniqueItems: true }) },
  { additionalProperties: false },
);

const FieldName = Type.Unsafe<ContentField>(Type.String({ enum: [...CONTENT_FIELDS] }));
export const CategorySchema = Type.Object({
  category: Type.String(),
  label: Type.String(),
  fields: Type.Array(FieldName),
  keys: Type.Record(Type.String(), Type.Array(FieldName)),
  custom_fields: Type.Array(Type.Object({ name: Type.String(), label: Type.String() })),
  read_only_add: Type.Boolean(),
  public: Type.Boolean(),
  placeholders: Type.Record(Type.String(), Type.String()),
});
