import { baseApi, contentApi, contentTag } from '@wellness/shared-ui';
import type { ContentItem, Envelope } from '@wellness/shared-ui';

export type ContentField =
  | 'title'
  | 'summary'
  | 'content'
  | 'image1'
  | 'image2'
  | 'mobile_image1'
  | 'thumbnail_image'
  | 'email_subject'
  | 'email_image'
  | 'email_image_caption'
  | 'days_from_start';

/** One category of the server's catalogue (GET /api/content_categories). */
export interface ContentCategory {
  category: string;
  label: string;
  fields: ContentField[];
  keys: Record<string, ContentField[]>;
  custom_fields: Array<{ name: string; label: string }>;
  read_only_add: boolean;
  public: boolean;
}

export type ContentChanges = Partial<Record<ContentField, string | number | null>> & {
  hidden?: boolean;
  custom_fields?: Record<string, string>;
};

export interface NewContent extends ContentChanges {
  category: string;
  add: 'key' | 'group';
  group: string;
  key: string;
}

/** The promotions a user manages, by organization (the dashboard's picker call). */
export interface PromotionGroup {
  organization: { id: number | null; name: string };
  promotions: Array<{ id: number; name: string; subdomain: string }>;
}

interface Scoped {
  promotionId: number;
  category: string;
}

const invalidates = (_result: unknown, error: unknown, { promotionId, category }: Scoped) =>
  error ? [] : [contentTag(promotionId, category)];

/** The content editor's calls; the category itself is read through the shared loader. */
export const contentEditorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContentCategories: build.query<ContentCategory[], void>({
      query: () => 'content_categories',
      transformResponse: (body: Envelope<ContentCategory[]>) => body.data,
    }),
    getContentPromotions: build.query<PromotionGroup[], void>({
      query: () => 'promotions/grouped',
      transformResponse: (body: Envelope<PromotionGroup[]>) => body.data,
    }),
    addContent: build.mutation<ContentItem, Scoped & { body: NewContent }>({
      query: ({ promotionId, body }) => ({
        url: `promotions/${promotionId}/custom_content`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: Envelope<ContentItem>) => body.data,
      invalidatesTags: invalidates,
    }),
    saveContent: build.mutation<ContentItem, Scoped & { id: number; changes: ContentChanges }>({
      query: ({ promotionId, id, changes }) => ({
        url: `promotions/${promotionId}/custom_content/${id}`,
        method: 'PUT',
        body: changes,
      }),
      transformResponse: (body: Envelope<ContentItem>) => body.data,
      invalidatesTags: invalidates,
    }),
    resetContent: build.mutation<ContentItem, Scoped & { id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/custom_content/${id}/reset`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (body: Envelope<ContentItem>) => body.data,
      invalidatesTags: invalidates,
    }),
    deleteContent: build.mutation<null, Scoped & { id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/custom_content/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: invalidates,
    }),
    /**
     * Posts the new order of ids. The moved item's half-position sequence is shown at once
     * (optimistic) and taken back if the server refuses.
     */
    reorderContent: build.mutation<ContentItem[], Scoped & { ordered: ContentItem[] }>({
      query: ({ promotionId, category, ordered }) => ({
        url: `promotions/${promotionId}/custom_content/reorder`,
        method: 'POST',
        params: { hidden: true, category },
        body: { sequence: ordered.map((item) => item.id) },
      }),
      transformResponse: (body: Envelope<ContentItem[]>) => body.data,
      // Other views of the category (the participants' loader) follow the new order too.
      invalidatesTags: invalidates,
      async onQueryStarted({ promotionId, category, ordered }, { dispatch, queryFulfilled }) {
        const args = { promotionId, category, hidden: true };
        const patch = dispatch(contentApi.util.updateQueryData('getContent', args, () => ordered));
        try {
          const { data } = await queryFulfilled;
          dispatch(contentApi.util.upsertQueryData('getContent', args, data));
        } catch {
          patch.undo();
        }
      },
    }),
    uploadContentImage: build.mutation<{ url: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('resize_to_fit', '1920x1080');
        // Content is read by guests and by every promotion that shows default items.
        body.append('secure', 'false');
        body.append('file', file);
        return { url: 'files/upload', method: 'POST', body };
      },
      transformResponse: (body: Envelope<{ files: { url: string }[] }>) => body.data.files[0],
    }),
    /** Spec 3 s7 "PUT /files/blur with image_path returns blur_url": a blurred background. */
    blurImage: build.mutation<{ blur_url: string }, string>({
      query: (imagePath) => ({ url: 'files/blur', method: 'PUT', body: { image_path: imagePath } }),
      transformResponse: (body: Envelope<{ blur_url: string }>) => body.data,
    }),
  }),
});

export const {
  useGetContentCategoriesQuery,
  useGetContentPromotionsQuery,
  useAddContentMutation,
  useSaveContentMutation,
  useResetContentMutation,
  useDeleteContentMutation,
  useReorderContentMutation,
  useUploadContentImageMutation,
  useBlurImageMutation,
} = contentEditorApi;
