import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { EligibilityRow } from './dashboard-api';

export type { EligibilityRow };

export interface EligibilityInput {
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export interface EligibilityFile {
  id: number;
  promotion_id: number;
  filename: string;
  status: 'uploaded' | 'processing' | 'processed' | 'canceled' | 'failed';
  total_rows: number;
  rows_processed: number;
  rows_failed: number;
  percent: number;
  created_at: string;
}

export interface EligibilityFileDetail extends EligibilityFile {
  errors: Array<{ line: number; reason: string }>;
}

const dataOf = <T>(response: Envelope<T>) => response.data;
const rowsTag = (promotionId: number) => ({ type: 'Eligibility' as const, id: promotionId });
const filesTag = (promotionId: number) => ({
  type: 'Eligibility' as const,
  id: `files-${promotionId}`,
});

/** Spec 3 s7 "Eligibility": rows and uploaded files of a promotion. */
export const eligibilityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEligibility: build.query<EligibilityRow, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => `promotions/${promotionId}/eligibilities/${id}`,
      transformResponse: dataOf<EligibilityRow>,
      providesTags: (_result, _error, { promotionId }) => [rowsTag(promotionId)],
    }),
    saveEligibility: build.mutation<
      EligibilityRow,
      { promotionId: number; id?: number; body: EligibilityInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/eligibilities${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<EligibilityRow>,
      invalidatesTags: (_result, _error, { promotionId }) => [rowsTag(promotionId)],
    }),
    deleteEligibility: build.mutation<null, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/eligibilities/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { promotionId }) => [rowsTag(promotionId)],
    }),
    validateIdentifier: build.mutation<
      { valid: boolean },
      { promotionId: number; identifier: string; id?: number }
    >({
      query: ({ promotionId, identifier, id }) => ({
        url: `promotions/${promotionId}/eligibilities/validate`,
        method: 'POST',
        body: { identifier, id: id ?? null },
      }),
      transformResponse: dataOf<{ valid: boolean }>,
    }),
    getEligibilityFiles: build.query<EligibilityFile[], number>({
      // page_size 0: the whole list (spec 3 section 9).
      query: (promotionId) => ({
        url: `promotions/${promotionId}/eligibility_files`,
        params: { page_size: 0 },
      }),
      transformResponse: dataOf<EligibilityFile[]>,
      providesTags: (_result, _error, promotionId) => [filesTag(promotionId)],
    }),
    getEligibilityFile: build.query<EligibilityFileDetail, number>({
      query: (id) => `eligibility_files/${id}`,
      transformResponse: dataOf<EligibilityFileDetail>,
    }),
    uploadEligibilityFile: build.mutation<EligibilityFile, { promotionId: number; file: File }>({
      query: ({ promotionId, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `promotions/${promotionId}/eligibility_files`, method: 'POST', body };
      },
      transformResponse: dataOf<EligibilityFile>,
      invalidatesTags: (_result, _error, { promotionId }) => [filesTag(promotionId)],
    }),
    processEligibilityFile: build.mutation<EligibilityFileDetail, EligibilityFile>({
      query: (file) => ({ url: `eligibility_files/${file.id}/process`, method: 'POST', body: {} }),
      transformResponse: dataOf<EligibilityFileDetail>,
      invalidatesTags: (_result, _error, file) => [filesTag(file.promotion_id)],
    }),
    cancelEligibilityFile: build.mutation<EligibilityFileDetail, EligibilityFile>({
      query: (file) => ({
        url: `eligibility_files/${file.id}/processing_status`,
        method: 'POST',
        body: { status: 'canceled' },
      }),
      transformResponse: dataOf<EligibilityFileDetail>,
      invalidatesTags: (_result, _error, file) => [filesTag(file.promotion_id)],
    }),
    deleteEligibilityFile: build.mutation<null, EligibilityFile>({
      query: (file) => ({ url: `eligibility_files/${file.id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, file) => [filesTag(file.promotion_id)],
    }),
  }),
});

export const {
  useGetEligibilityQuery,
  useSaveEligibilityMutation,
  useDeleteEligibilityMutation,
  useValidateIdentifierMutation,
  useGetEligibilityFilesQuery,
  useGetEligibilityFileQuery,
  useUploadEligibilityFileMutation,
  useProcessEligibilityFileMutation,
  useCancelEligibilityFileMutation,
  useDeleteEligibilityFileMutation,
} = eligibilityApi;
