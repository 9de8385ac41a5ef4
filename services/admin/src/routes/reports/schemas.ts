import { Type } from '@sinclair/typebox';
import { DateString, IdParam } from '@wellness/platform';
import { REPORT_TYPES } from '@wellness/schema';
import { SIGNS } from '../../domain/reports';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const PromotionParams = Type.Object(
  { promotion_id: IdParam },
  { additionalProperties: false },
);
export const ReportParams = Type.Object(
  { promotion_id: IdParam, id: IdParam },
  { additionalProperties: false },
);

const FieldId = Type.String({ minLength: 1, maxLength: 64 });
const FilterScalar = Type.Union([Type.String({ maxLength: 255 }), Type.Number()]);

const FilterSchema = Type.Object(
  {
    field: FieldId,
    sign: Type.Union(SIGNS.map((sign) => Type.Literal(sign))),
    /** One value, or two YYYY-MM-DD dates for `between`. */
    value: Type.Union([FilterScalar, Type.Array(FilterScalar, { minItems: 2, maxItems: 2 })]),
  },
  { additionalProperties: false },
);

const Fields = Type.Array(FieldId, { maxItems: 100 });
const Filters = Type.Array(FilterSchema, { maxItems: 50 });
const SqlText = Nullable(Type.String({ maxLength: 20_000 }));

export const ReportBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
    report_type: Type.Union(REPORT_TYPES.map((type) => Type.Literal(type))),
    fields: Fields,
    filters: Filters,
    sql: Type.Optional(SqlText),
    /** Save As: the report this one was saved from. */
    parent_id: Type.Optional(Nullable(IdParam)),
  },
  { additionalProperties: false },
);

export const ReportSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  report_type: Type.String(),
  fields: Type.Array(Type.String()),
  filters: Type.Array(
    Type.Object({ field: Type.String(), sign: Type.String(), value: Type.Unknown() }),
  ),
  sql: Nullable(Type.String()),
  parent_id: Nullable(Type.Integer()),
  is_custom: Type.Boolean(),
  created_by_master: Type.Boolean(),
  promotion_id: Type.Integer(),
  can_save: Type.Boolean(),
  can_delete: Type.Boolean(),
});

export const ReportFieldSchema = Type.Object({
  id: Type.String(),
  display_name: Type.String(),
  category: Type.String(),
  filter_by_dates: Type.Boolean(),
  type: Type.String(),
});

/** Spec 3 section 7: the run call's body. */
export const RunBody = Type.Object(
  {
    min_date: Type.Optional(Nullable(DateString)),
    max_date: Type.Optional(Nullable(DateString)),
    fields: Type.Optional(Fields),
    filters: Type.Optional(Filters),
    sql: Type.Optional(SqlText),
    location: Type.Optional(Nullable(IdParam)),
    top_level_location: Type.Optional(Nullable(IdParam)),
    evaluation_definition_id: Type.Optional(Nullable(IdParam)),
  },
  { additionalProperties: false },
);

export const RunResultSchema = Type.Object({
  fields: Type.Array(Type.Object({ id: Type.String(), display_name: Type.String() })),
  // Cells are strings, numbers, booleans or null; left open so 50,000 rows serialise fast.
  rows: Type.Array(Type.Array(Type.Unknown())),
});

export const RunMetaSchema = Type.Object({
  total_records: Type.Integer(),
  limited: Type.Boolean(),
  row_limit: Type.Integer(),
});
