import { baseApi } from '../api/base-api';
import type { Envelope } from '../api/base-api';

/** One content item as a promotion sees it (GET /promotions/{id}/custom_content). */
export interface ContentItem {
  id: number;
  category: string;
  promotion_id: number;
  key: string;
  group: string;
  sequence: number;
  title: string;
  summary: string | null;
  content: string | null;
  hidden: boolean;
  image1: string | null;
  image2: string | null;
  mobile_image1: string | null;
  thumbnail_image: string | null;
  email_image: string | null;
  email_subject: string | null;
  email_image_caption: string | null;
  days_from_start: number | null;
  custom_fields: Record<string, string>;
  /** The default promotion's item, shown because the promotion has none of its own. */
  is_default: boolean;
  /** The promotion's own copy of a default item (can be reset to default). */
  is_override: boolean;
  updated_at: string;
  /** Asked for with `html=true`: `content` as sanitised HTML, rendered by the server. */
  content_html?: string | null;
}

export interface ContentQuery {
  promotionId: number;
  category: string;
  /** Staff only: hidden items too (the editor). */
  hidden?: boolean;
}

/** The cache tag of one promotion's category: the editor's writes invalidate it. */
export const contentTag = (promotionId: number, category: string) => ({
  type: 'Content' as const,
  id: `${promotionId}:${category}`,
});

/**
 * The content loader's call. The server merges the category: the promotion's override of a
 * key wins over the default promotion's item. Owns the 'Content' tag.
 */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<ContentItem[], ContentQuery>({
      query: ({ promotionId, category, hidden }) => ({
        url: `promotions/${promotionId}/custom_content`,
        // `html`: each item's text also comes rendered and sanitised by the server, so a page
        // that shows content loads no markdown renderer (issue 18).
        params: { category, page_size: 0, html: true, ...(hidden ? { hidden: true } : {}) },
      }),
      transformResponse: (body: Envelope<ContentItem[]>) => body.data,
      providesTags: (_items, _error, { promotionId, category }) => [
        contentTag(promotionId, category),
      ],
    }),
  }),
});

export const { useGetContentQuery } = contentApi;
