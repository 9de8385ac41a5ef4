import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** GET/PUT /users/{id}/profile_image: the picture and the promotion's library to pick from. */
export interface ProfilePhoto {
  id: number;
  image_url: string | null;
  images: Array<{ id: number; url: string; promotion_id: number }>;
}

const photoTag = (id: number) => ({ type: 'ProfileImages' as const, id: `user-${id}` });

/** Spec 3 s7 "Profile save (user_id, image, id)" (services/admin README "Profile images"). */
export const profilePhotoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfilePhoto: build.query<ProfilePhoto, number>({
      query: (id) => `users/${id}/profile_image`,
      transformResponse: (body: Envelope<ProfilePhoto>) => body.data,
      providesTags: (_result, _error, id) => [photoTag(id)],
    }),
    saveProfilePhoto: build.mutation<ProfilePhoto, { id: number; image_id: number }>({
      query: ({ id, image_id }) => ({
        url: `users/${id}/profile_image`,
        method: 'PUT',
        body: { image_id },
      }),
      transformResponse: (body: Envelope<ProfilePhoto>) => body.data,
      // The session's user carries the picture the navigation shows.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [photoTag(id), 'Session']),
    }),
  }),
});

export const { useGetProfilePhotoQuery, useSaveProfilePhotoMutation } = profilePhotoApi;
