import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { IdParam, MAX_LOCATION_NAME } from '@wellness/platform';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PromotionParams = Type.Object(
  { promotion_id: IdParam },
  { additionalProperties: false },
);
export const LocationParams = Type.Object(
  { promotion_id: IdParam, id: IdParam },
  { additionalProperties: false },
);

export const LocationsQuery = Type.Object(
  { page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 0 })) },
  { additionalProperties: false },
);

export const LocationSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  parent_id: Nullable(Type.Integer()),
  parent_location_id: Nullable(Type.Integer()),
  level: Type.Integer(),
  sequence: Type.Integer(),
  top_level_id: Type.Integer(),
});

const Name = Type.String({ minLength: 1, maxLength: MAX_LOCATION_NAME + 20 });

/** Spec 1 "Location create/update/delete: name, promotion_id, parent_location_id, sequence". */
export const CreateLocationBody = Type.Object(
  { name: Name, parent_location_id: Type.Optional(Nullable(Id)) },
  { additionalProperties: false },
);

export const UpdateLocationBody = Type.Object(
  { name: Type.Optional(Name), parent_location_id: Type.Optional(Nullable(Id)) },
  { additionalProperties: false, minProperties: 1 },
);

/** Spec 1 "POST /locations/reorder: sequence (ordered ids)". */
export const ReorderBody = Type.Object(
  { sequence: Type.Array(Id, { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);

const Label = Type.String({ maxLength: 255 });
const PromotionId = Type.Optional(Id);

/** Spec 1 "Save promotion labels: id plus location_labels, or point_label and point_label_plural". */
export const LabelsBody = Type.Union([
  Type.Object({ id: PromotionId, location_labels: Label }, { additionalProperties: false }),
  Type.Object(
    { id: PromotionId, point_label: Label, point_label_plural: Label },
    { additionalProperties: false },
  ),
]);

export const LabelsSchema = Type.Object({
  id: Type.Integer(),
  location_labels: Type.Array(Type.String()),
  point_label: Type.String(),
  point_label_plural: Type.String(),
});

export const LocationFileSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  filename: Type.String(),
  status: Type.String(),
  rows_processed: Type.Integer(),
  rows_created: Type.Integer(),
  rows_failed: Type.Integer(),
  errors: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
  created_at: Type.String(),
});
