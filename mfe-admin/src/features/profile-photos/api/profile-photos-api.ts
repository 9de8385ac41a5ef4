import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** Spec 3 "Profile image: id, url, promotion_id". */
export interface ProfileImage {
  id: number;
  url: string;
  promotion_id: number;
}

const dataOf = <T>(response: Envelope<T>) => response.data;
const library = (promotionId: number) => ({ type: 'ProfileImages' as const, id: promotionId });

/**
 * Spec 3 s7 "Profile images: GET /profile_images (optionally under a promotion), create,
 * update, destroy, show. POST /files/upload (multipart)" (services/admin README).
 */
export const profilePhotosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileImages: build.query<ProfileImage[], number>({
      query: (promotionId) => ({ url: 'profile_images', params: { promotion_id: promotionId } }),
      transformResponse: dataOf<ProfileImage[]>,
      providesTags: (_result, _error, promotionId) => [library(promotionId)],
    }),
    /** Uploaded as a public file: the registration page shows it before anyone signs in. */
    addProfileImage: build.mutation<ProfileImage, { promotionId: number; file: File }>({
      queryFn: async ({ promotionId, file }, _api, _extra, baseQuery) => {
        const body = new FormData();
        body.append('secure', 'false');
        body.append('resize_to_fit', 'true');
        body.append('file', file);
        const uploaded = await baseQuery({ url: 'files/upload', method: 'POST', body });
        if (uploaded.error) return { error: uploaded.error };
        const { url } = (uploaded.data as Envelope<{ files: { url: string }[] }>).data.files[0]!;
        const created = await baseQuery({
          url: `promotions/${promotionId}/profile_images`,
          method: 'POST',
          body: { url },
        });
        if (created.error) return { error: created.error };
        return { data: (created.data as Envelope<ProfileImage>).data };
      },
      invalidatesTags: (_result, _error, { promotionId }) => [library(promotionId)],
    }),
    deleteProfileImage: build.mutation<{ id: number }, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/profile_images/${id}`,
        method: 'DELETE',
      }),
      transformResponse: dataOf<{ id: number }>,
      invalidatesTags: (_result, _error, { promotionId }) => [library(promotionId)],
    }),
  }),
});

export const {
  useGetProfileImagesQuery,
  useAddProfileImageMutation,
  useDeleteProfileImageMutation,
} = profilePhotosApi;
