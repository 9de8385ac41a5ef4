import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** A badge of the participant's list (GET /users/me/badges; spec 1 s3 Badge). */
export interface UserBadge {
  id: number;
  name: string;
  category: string;
  goal: number;
  goal2: number | null;
  hide_until_earned: boolean;
  image_url: string;
  /** When it was earned; null: locked. */
  earned_on: string | null;
}

export interface BadgeListMeta {
  total_records: number;
  /** The picture a locked badge shows (the promotion's, else the product's). */
  badge_locked_image: string;
}

export type BadgeList = Envelope<UserBadge[], BadgeListMeta>;

/** The badge list owns the 'Badges' tag; the badge popup (shared-ui) invalidates it. */
export const badgesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyBadges: build.query<BadgeList, void>({
      query: () => 'users/me/badges',
      providesTags: ['Badges'],
    }),
  }),
});

export const { useGetMyBadgesQuery } = badgesApi;
