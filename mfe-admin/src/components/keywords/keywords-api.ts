import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface Keyword {
  keyword: string;
  value: string;
}

/** Spec 3 s7 "GET /{type}/{id}/keywords (type promotions or users)". */
export interface KeywordsOf {
  type: 'promotions' | 'users';
  id: number;
}

export const keywordsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKeywords: build.query<Keyword[], KeywordsOf>({
      query: ({ type, id }) => `${type}/${id}/keywords`,
      transformResponse: (body: Envelope<Keyword[]>) => body.data,
    }),
  }),
});

export const { useGetKeywordsQuery } = keywordsApi;
