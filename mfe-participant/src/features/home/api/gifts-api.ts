import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { Work } from './works-api';

/** Spec 2 s3: a giftable user (a friend or teammate) with the eligible flag. */
export interface GiftableUser {
  id: number;
  profile: { first_name: string; last_name: string; full_name: string };
  is_friend: boolean;
  is_teammate: boolean;
  eligible: boolean;
}

export interface GiftOffer {
  message: string;
  work: Work;
}

/** Gift points (spec 2 s7): the giftable list and the offer of a finished work's bonus. */
export const giftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGiftable: build.query<GiftableUser[], void>({
      query: () => '/eligible_for_gift?page_size=0',
      transformResponse: (body: Envelope<GiftableUser[]>) => body.data,
      providesTags: ['Works'],
    }),
    offerGift: build.mutation<GiftOffer, number>({
      query: (userId) => ({ url: `/works/bonus_points/offer/${userId}`, method: 'PUT', body: {} }),
      transformResponse: (body: Envelope<GiftOffer>) => body.data,
      invalidatesTags: (_result, error) =>
        error ? [] : ['Works', 'Session', 'Leaderboard', 'Entries'],
    }),
  }),
});

export const { useGetGiftableQuery, useOfferGiftMutation } = giftsApi;
