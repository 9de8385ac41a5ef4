import { Type } from '@sinclair/typebox';
import { IdParam } from '@wellness/platform';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const IdParams = Type.Object({ id: IdParam });
export const StyleParams = Type.Object({ style_id: IdParam });
export const StyleImageParams = Type.Object({ style_id: IdParam, id: IdParam });

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const MaskType = Type.Union([Type.Literal('E'), Type.Literal('P')]);

export const CollectionBody = Type.Object(
  {
    name: Name,
    /** The styles in their order: week 1 first. Absent: the styles stay as they are. */
    style_ids: Type.Optional(Type.Array(IdParam, { maxItems: 520 })),
  },
  { additionalProperties: false },
);

export const StyleBody = Type.Object(
  {
    name: Name,
    category: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    mask_type: MaskType,
    collection_id: Type.Optional(Nullable(IdParam)),
  },
  { additionalProperties: false },
);

export const CollectionQuery = Type.Object(
  {
    all: Type.Optional(Type.Boolean()),
    page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 0 })),
  },
  { additionalProperties: false },
);
export const PageSizeQuery = Type.Object(
  { page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 0 })) },
  { additionalProperties: false },
);

export const CollectionStyleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Nullable(Type.String()),
  mask_type: MaskType,
  week: Type.Integer(),
  image_count: Type.Integer(),
});
export const CollectionRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  style_count: Type.Integer(),
});
export const CollectionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  style_count: Type.Integer(),
  styles: Type.Array(CollectionStyleSchema),
});
export const StyleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Nullable(Type.String()),
  mask_type: MaskType,
  week: Type.Integer(),
  collection_id: Nullable(Type.Integer()),
  collection_name: Nullable(Type.String()),
  image_count: Type.Integer(),
});
export const MaskTypeSchema = Type.Object({ id: MaskType, name: Type.String() });
export const StyleImageSchema = Type.Object({
  id: Type.Integer(),
  style_id: Type.Integer(),
  title: Type.String(),
  subtitle: Nullable(Type.String()),
  content_type: Type.String(),
  url: Type.String(),
  in_use: Type.Boolean(),
});
export const DeletedSchema = Type.Object({ id: Type.Integer() });

export const LibraryName = Type.Union([Type.Literal('image'), Type.Literal('frame')]);
export const CategoryName = Type.Union([
  Type.Literal('wide'),
  Type.Literal('square'),
  Type.Literal('tall'),
]);
export const LibraryParams = Type.Object({
  promotion_id: IdParam,
  library: LibraryName,
  category: CategoryName,
});
export const PromotionParams = Type.Object({ promotion_id: IdParam });
export const FolderParams = Type.Object({ promotion_id: IdParam, library: LibraryName });
export const GalleryImageSchema = Type.Object({
  id: Type.Integer(),
  library: LibraryName,
  category: CategoryName,
  filename: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  http_path: Type.String(),
  edit_path: Type.String(),
  deleted: Type.Boolean(),
});
const Folder = Type.Object({ label: Type.String(), path: Type.String() });
export const LibraryListingSchema = Type.Object({
  path: Type.String(),
  label: Type.String(),
  parents: Type.Array(Folder),
  folders: Type.Array(
    Type.Object({
      name: Type.String(),
      label: Type.String(),
      path: Type.String(),
      files_count: Type.Integer(),
    }),
  ),
  files: Type.Array(GalleryImageSchema),
});
