import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export type MaskType = 'E' | 'P';

/** A collection in the list (spec 3 WorkStyleCollection: name, style_count). */
export interface CollectionRow {
  id: number;
  name: string;
  style_count: number;
}

export interface CollectionStyle {
  id: number;
  name: string;
  category: string | null;
  mask_type: MaskType;
  week: number;
  image_count: number;
}

export interface Collection extends CollectionRow {
  styles: CollectionStyle[];
}

export interface WorkStyle extends CollectionStyle {
  collection_id: number | null;
  collection_name: string | null;
}

export interface StyleInput {
  name: string;
  category: string | null;
  mask_type: MaskType;
  collection_id?: number | null;
}

export interface StyleImage {
  id: number;
  style_id: number;
  title: string;
  subtitle: string | null;
  content_type: string;
  url: string;
  in_use: boolean;
}

export type GalleryLibrary = 'image' | 'frame';
export type GalleryCategory = 'wide' | 'square' | 'tall';

/** Spec 2 "Gallery image (file library)": http_path, edit_path, file name. */
export interface GalleryImage {
  id: number;
  library: GalleryLibrary;
  category: GalleryCategory;
  filename: string;
  width: number;
  height: number;
  http_path: string;
  edit_path: string;
  /** Removed from the library; it can be undeleted. */
  deleted: boolean;
}

/** A folder of the file library: `/`, `/{library}/` or `/{library}/{category}/`. */
export interface LibraryFolder {
  name: string;
  label: string;
  path: string;
  files_count: number;
}

/** Spec 2 s3 "a listing has files and folders" (GET /gallery_images{path}). */
export interface LibraryListing {
  path: string;
  label: string;
  parents: Array<{ label: string; path: string }>;
  folders: LibraryFolder[];
  files: GalleryImage[];
}

const dataOf = <T>(response: Envelope<T>) => response.data;
const COLLECTIONS = { type: 'Collections' as const, id: 'LIST' };

/** Spec 3 s7 "Prompts, styles": collections, styles and style images; spec 2 s7 the library. */
export const stylesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<CollectionRow[], void>({
      query: () => ({ url: 'collections', params: { all: true } }),
      transformResponse: dataOf<CollectionRow[]>,
      providesTags: [COLLECTIONS],
    }),
    getCollection: build.query<Collection, number>({
      query: (id) => `collections/${id}`,
      transformResponse: dataOf<Collection>,
      providesTags: [COLLECTIONS],
    }),
    saveCollection: build.mutation<Collection, { id?: number; name: string; style_ids?: number[] }>(
      {
        query: ({ id, ...body }) => ({
          url: id ? `collections/${id}` : 'collections',
          method: id ? 'PUT' : 'POST',
          body,
        }),
        transformResponse: dataOf<Collection>,
        invalidatesTags: [COLLECTIONS],
      },
    ),
    deleteCollection: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `collections/${id}`, method: 'DELETE' }),
      invalidatesTags: [COLLECTIONS],
    }),
    getStyles: build.query<WorkStyle[], void>({
      query: () => ({ url: 'styles', params: { page_size: 0 } }),
      transformResponse: dataOf<WorkStyle[]>,
      providesTags: [COLLECTIONS],
    }),
    getStyle: build.query<WorkStyle, number>({
      query: (id) => `styles/${id}`,
      transformResponse: dataOf<WorkStyle>,
      providesTags: [COLLECTIONS],
    }),
    getMaskTypes: build.query<Array<{ id: MaskType; name: string }>, void>({
      query: () => 'styles/element_mask_types',
      transformResponse: dataOf<Array<{ id: MaskType; name: string }>>,
    }),
    saveStyle: build.mutation<WorkStyle, { id?: number; body: StyleInput }>({
      query: ({ id, body }) => ({
        url: id ? `styles/${id}` : 'styles',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<WorkStyle>,
      invalidatesTags: [COLLECTIONS],
    }),
    deleteStyle: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `styles/${id}`, method: 'DELETE' }),
      invalidatesTags: [COLLECTIONS],
    }),
    getStyleImages: build.query<StyleImage[], number>({
      query: (styleId) => `styles/${styleId}/style_images`,
      transformResponse: dataOf<StyleImage[]>,
      providesTags: [COLLECTIONS],
    }),
    getStyleImage: build.query<StyleImage, { styleId: number; id: number }>({
      query: ({ styleId, id }) => `styles/${styleId}/style_images/${id}`,
      transformResponse: dataOf<StyleImage>,
      providesTags: [COLLECTIONS],
    }),
    saveStyleImage: build.mutation<StyleImage, { styleId: number; id?: number; form: FormData }>({
      query: ({ styleId, id, form }) => ({
        url: `styles/${styleId}/style_images${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body: form,
      }),
      transformResponse: dataOf<StyleImage>,
      invalidatesTags: [COLLECTIONS],
    }),
    deleteStyleImage: build.mutation<{ id: number }, { styleId: number; id: number }>({
      query: ({ styleId, id }) => ({
        url: `styles/${styleId}/style_images/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: [COLLECTIONS],
    }),
    getLibraryFolder: build.query<LibraryListing, { promotionId: number; path: string }>({
      query: ({ promotionId, path }) =>
        `promotions/${promotionId}/gallery_images${path.replace(/\/$/, '')}`,
      transformResponse: dataOf<LibraryListing>,
      providesTags: [{ type: 'Collections', id: 'GALLERY' }],
    }),
    uploadGalleryImage: build.mutation<
      GalleryImage,
      { promotionId: number; library: GalleryLibrary; category: GalleryCategory; form: FormData }
    >({
      query: ({ promotionId, library, category, form }) => ({
        url: `promotions/${promotionId}/gallery_images/${library}/${category}`,
        method: 'POST',
        body: form,
      }),
      transformResponse: dataOf<GalleryImage>,
      invalidatesTags: [{ type: 'Collections', id: 'GALLERY' }],
    }),
    /** Spec 2 s7 "DELETE {edit_path}" (remove) and "DELETE {edit_path}?undelete=true". */
    removeGalleryImage: build.mutation<GalleryImage, { id: number; undelete: boolean }>({
      query: ({ id, undelete }) => ({
        url: `gallery_images/${id}`,
        method: 'DELETE',
        ...(undelete ? { params: { undelete: true } } : {}),
      }),
      transformResponse: dataOf<GalleryImage>,
      invalidatesTags: [{ type: 'Collections', id: 'GALLERY' }],
    }),
  }),
});

export const {
  useDeleteCollectionMutation,
  useDeleteStyleImageMutation,
  useDeleteStyleMutation,
  useGetCollectionQuery,
  useGetCollectionsQuery,
  useGetLibraryFolderQuery,
  useGetMaskTypesQuery,
  useGetStyleImageQuery,
  useGetStyleImagesQuery,
  useGetStyleQuery,
  useGetStylesQuery,
  useRemoveGalleryImageMutation,
  useSaveCollectionMutation,
  useSaveStyleImageMutation,
  useSaveStyleMutation,
  useUploadGalleryImageMutation,
} = stylesApi;
