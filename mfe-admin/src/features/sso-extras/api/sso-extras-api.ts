import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface SsoExtra {
  id: number;
  promotion_id: number;
  /** The token claim read at each SSO sign-in. */
  name: string;
  data_type: string;
  path: string;
}

export type SsoExtraInput = Pick<SsoExtra, 'name' | 'data_type' | 'path'>;

const dataOf = <T>(response: Envelope<T>) => response.data;
const list = (promotionId: number) => ({ type: 'SsoExtras' as const, id: promotionId });

/**
 * Spec 3 s7 "SSO extras: GET /sso_extras/{id}, create/update/destroy nested under the
 * promotion (promotion_id, data_type, path); index" (services/admin README "SSO extras").
 */
export const ssoExtrasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSsoExtras: build.query<SsoExtra[], number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/sso_extras`,
        params: { page_size: 0 },
      }),
      transformResponse: dataOf<SsoExtra[]>,
      providesTags: (_result, _error, promotionId) => [list(promotionId)],
    }),
    getSsoExtra: build.query<SsoExtra, number>({
      query: (id) => `sso_extras/${id}`,
      transformResponse: dataOf<SsoExtra>,
      providesTags: (result) => (result ? [list(result.promotion_id)] : []),
    }),
    saveSsoExtra: build.mutation<
      SsoExtra,
      { promotionId: number; id?: number; body: SsoExtraInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/sso_extras${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<SsoExtra>,
      invalidatesTags: (_result, _error, { promotionId }) => [list(promotionId)],
    }),
    deleteSsoExtra: build.mutation<{ id: number }, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/sso_extras/${id}`,
        method: 'DELETE',
      }),
      transformResponse: dataOf<{ id: number }>,
      invalidatesTags: (_result, _error, { promotionId }) => [list(promotionId)],
    }),
  }),
});

export const {
  useGetSsoExtrasQuery,
  useGetSsoExtraQuery,
  useSaveSsoExtraMutation,
  useDeleteSsoExtraMutation,
} = ssoExtrasApi;
