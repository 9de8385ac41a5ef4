import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface SurveyQuestion {
  /** The answers' key; a new question has none until saved. */
  name?: string;
  question: string;
}

/** Spec 3 UserSurveyDef as the promotion shows it (its own or the default promotion's). */
export interface Questionnaire {
  id: number;
  promotion_id: number;
  name: string;
  questions: SurveyQuestion[];
  /** The five answer labels, the first shown first (answer 5). */
  response_values: string[];
  days_from_start: string;
  source: string;
  is_default: boolean;
}

export type QuestionnaireInput = Pick<Questionnaire, 'name' | 'questions' | 'response_values'>;

const dataOf = <T>(response: Envelope<T>) => response.data;
const tag = (promotionId: number) => ({ type: 'Questionnaire' as const, id: promotionId });

/** The prestart emotional survey's questionnaire (services/admin README "Questionnaire"). */
export const questionnaireApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaire: build.query<Questionnaire, number>({
      query: (promotionId) => `promotions/${promotionId}/questionnaire`,
      transformResponse: dataOf<Questionnaire>,
      providesTags: (_result, _error, promotionId) => [tag(promotionId)],
    }),
    saveQuestionnaire: build.mutation<
      Questionnaire,
      { promotionId: number; body: QuestionnaireInput }
    >({
      query: ({ promotionId, body }) => ({
        url: `promotions/${promotionId}/questionnaire`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<Questionnaire>,
      invalidatesTags: (_result, _error, { promotionId }) => [tag(promotionId)],
    }),
    resetQuestionnaire: build.mutation<Questionnaire, number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/questionnaire/reset`,
        method: 'POST',
        body: {},
      }),
      transformResponse: dataOf<Questionnaire>,
      invalidatesTags: (_result, _error, promotionId) => [tag(promotionId)],
    }),
  }),
});

export const {
  useGetQuestionnaireQuery,
  useSaveQuestionnaireMutation,
  useResetQuestionnaireMutation,
} = questionnaireApi;
