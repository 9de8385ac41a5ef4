import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** Spec 3 UserSurveyDef: questions answered 1-5; `response_values` are the five labels shown. */
export interface SurveyDef {
  id: number;
  promotion_id: number;
  name: string;
  questions: Array<{ name: string; question: string }>;
  response_values: string[];
  days_from_start: string;
  source: string;
}

export interface SurveyAnswers {
  promotionId: number;
  user_survey_def_id: number;
  user_responses: Record<string, number>;
  source?: string;
}

/** The prestart wizard's calls (services/participant README "Prestart"). */
export const prestartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSurveyDefs: build.query<SurveyDef[], number>({
      query: (promotionId) => `promotions/${promotionId}/user_survey_defs`,
      transformResponse: (body: Envelope<SurveyDef[]>) => body.data,
    }),
    saveSurvey: build.mutation<unknown, SurveyAnswers>({
      query: ({ promotionId, ...body }) => ({
        url: `promotions/${promotionId}/user_survey`,
        method: 'POST',
        body,
      }),
      // The pending-survey flag and first_survey_done changed on the server.
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useGetSurveyDefsQuery, useSaveSurveyMutation } = prestartApi;
