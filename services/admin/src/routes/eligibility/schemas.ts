import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { IdParam } from '@wellness/platform';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PromotionParams = Type.Object(
  { promotion_id: IdParam },
  { additionalProperties: false },
);

/** A row as the list shows it (the dashboard's index answers the same shape). */
export const EligibilitySchema = Type.Object({
  id: Type.Integer(),
  identifier: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  user_id: Nullable(Type.Integer()),
  registered: Type.Boolean(),
});

export const PromotionRowParams = Type.Object(
  { promotion_id: IdParam, id: IdParam },
  { additionalProperties: false },
);

export const FileParams = Type.Object({ id: IdParam }, { additionalProperties: false });

/** Lengths are checked by the row rule (its messages); these bounds only stop abuse. */
export const EligibilityBody = Type.Object(
  {
    identifier: Type.String({ maxLength: 1000 }),
    first_name: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    last_name: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    email: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);

export const ValidateBody = Type.Object(
  {
    identifier: Type.String({ maxLength: 1000 }),
    /** The row being edited: its own identifier is not "taken". */
    id: Type.Optional(Nullable(IdParam)),
  },
  { additionalProperties: false },
);

export const ProcessingStatusBody = Type.Object(
  { status: Type.Literal('canceled') },
  { additionalProperties: false },
);

export const EligibilityFileSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  filename: Type.String(),
  status: Type.String(),
  total_rows: Type.Integer(),
  rows_processed: Type.Integer(),
  rows_failed: Type.Integer(),
  percent: Type.Integer(),
  created_at: Type.String(),
});

export const EligibilityFileDetailSchema = Type.Intersect([
  EligibilityFileSchema,
  Type.Object({
    errors: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
  }),
]);
