import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** A badge as the badge administration shows it (services/admin README "Badges"). */
export interface AdminBadge {
  id: number;
  promotion_id: number;
  default_badge_id: number | null;
  name: string;
  category: string;
  goal: number;
  goal2: number | null;
  hide_until_earned: boolean;
  image_url: string;
  /** default: the default promotion's badge shown unchanged; promotion: this promotion's own. */
  source: 'promotion' | 'default';
  earned_count: number;
}

export interface BadgeInput {
  name: string;
  category: string;
  goal: number;
  goal2: number | null;
  hide_until_earned: boolean;
  image_url: string;
}

/** A user a custom badge can be awarded to. */
export interface Awardee {
  id: number;
  full_name: string;
  email: string;
}

export interface BadgeListMeta {
  total_records: number;
  badge_locked_image: string | null;
  default_locked_image: string;
}

const dataOf = <T>(response: Envelope<T>) => response.data;
const listTag = (promotionId: number) => ({ type: 'Badges' as const, id: promotionId });

/** Spec 1 s7 "Badges /promotions/{promotion_id}/badges/{id}": index, show, create, update, delete. */
export const badgeAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBadges: build.query<Envelope<AdminBadge[], BadgeListMeta>, number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/badges`,
        params: { page_size: 0 },
      }),
      providesTags: (_result, _error, promotionId) => [listTag(promotionId)],
    }),
    getBadge: build.query<AdminBadge, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => `promotions/${promotionId}/badges/${id}`,
      transformResponse: dataOf<AdminBadge>,
      providesTags: (_result, _error, { promotionId }) => [listTag(promotionId)],
    }),
    saveBadge: build.mutation<AdminBadge, { promotionId: number; id?: number; body: BadgeInput }>({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/badges${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<AdminBadge>,
      invalidatesTags: (_result, _error, { promotionId }) => [listTag(promotionId)],
    }),
    deleteBadge: build.mutation<
      { id: number; reset_to: number | null },
      { promotionId: number; id: number }
    >({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/badges/${id}`,
        method: 'DELETE',
      }),
      transformResponse: dataOf<{ id: number; reset_to: number | null }>,
      invalidatesTags: (_result, _error, { promotionId }) => [listTag(promotionId)],
    }),
    /** The promotion's users whose name or e-mail holds the term (the dashboard's users list). */
    findAwardees: build.query<Awardee[], { promotionId: number; term: string }>({
      query: ({ promotionId, term }) => ({
        url: `promotions/${promotionId}/users`,
        params: { term, page_size: 20 },
      }),
      transformResponse: dataOf<Awardee[]>,
    }),
    awardBadge: build.mutation<
      { awarded: boolean },
      { promotionId: number; id: number; userId: number }
    >({
      query: ({ promotionId, id, userId }) => ({
        url: `promotions/${promotionId}/badges/${id}/awards`,
        method: 'POST',
        body: { user_id: userId },
      }),
      transformResponse: dataOf<{ awarded: boolean }>,
      invalidatesTags: (_result, _error, { promotionId }) => [listTag(promotionId)],
    }),
    saveLockedImage: build.mutation<
      { badge_locked_image: string | null },
      { promotionId: number; badge_locked_image: string | null }
    >({
      query: ({ promotionId, badge_locked_image }) => ({
        url: `promotions/${promotionId}/badge_locked_image`,
        method: 'PUT',
        body: { badge_locked_image },
      }),
      transformResponse: dataOf<{ badge_locked_image: string | null }>,
      invalidatesTags: (_result, _error, { promotionId }) => [listTag(promotionId)],
    }),
  }),
});

export const {
  useGetBadgesQuery,
  useGetBadgeQuery,
  useSaveBadgeMutation,
  useDeleteBadgeMutation,
  useSaveLockedImageMutation,
  useFindAwardeesQuery,
  useAwardBadgeMutation,
} = badgeAdminApi;
