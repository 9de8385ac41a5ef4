import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export type Answer = string | number;

/** A question as the participant's form asks it (services/participant README). */
export interface AskedQuestion {
  name: string;
  type_of_prompt: 'CHECKBOX' | 'DROPDOWN' | 'TEXTBOX' | 'TEXTAREA' | 'HEADER';
  data_type: 'string' | 'integer' | 'text';
  label: string;
  options: string[];
}

export interface AskedEvaluation {
  id: number;
  name: string;
  title: string;
  message: string | null;
  questions: AskedQuestion[];
}

export interface EvaluationForm extends AskedEvaluation {
  completed: boolean;
  active: boolean;
}

/** My Stats (GET /users/{id}/stats). */
export interface UserStats {
  total_points: number;
  goal: number;
  days_logged: number;
  stats_available: boolean;
  weeks: Array<{ week: number; points: number; days_logged: number; activities: number }>;
  feels: Array<{ feels: string; label: string; count: number }>;
  categories: Array<{ name: string; activities: number; points: number }>;
  surveys: Array<{
    id: number;
    source: string;
    created_at: string;
    answers: Array<{ name: string; question: string; value: number | null }>;
  }>;
}

const dataOf = <T>(body: Envelope<T>) => body.data;

/**
 * Spec 3 s2 "Participant evaluation at evaluation/{definitionId} ... Also /usereval", s7 "POST
 * /evaluations with evaluation_definition_id" and "user stats via user id".
 */
export const participantEvaluationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingEvaluation: build.query<AskedEvaluation | null, number>({
      query: (promotionId) => `promotions/${promotionId}/evaluations/pending`,
      transformResponse: dataOf<AskedEvaluation | null>,
      providesTags: ['Evaluations'],
    }),
    getEvaluationForm: build.query<EvaluationForm, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => `promotions/${promotionId}/evaluation_definitions/${id}/form`,
      transformResponse: dataOf<EvaluationForm>,
      providesTags: ['Evaluations'],
    }),
    submitEvaluation: build.mutation<
      unknown,
      { evaluation_definition_id: number; answers: Record<string, Answer> }
    >({
      query: (body) => ({ url: 'evaluations', method: 'POST', body }),
      // stats_available and the completed ids changed on the server.
      invalidatesTags: ['Session', 'Evaluations'],
    }),
    getUserStats: build.query<UserStats, number>({
      query: (userId) => `users/${userId}/stats`,
      transformResponse: dataOf<UserStats>,
      providesTags: ['Evaluations', 'Entries'],
    }),
  }),
});

export const {
  useGetPendingEvaluationQuery,
  useGetEvaluationFormQuery,
  useSubmitEvaluationMutation,
  useGetUserStatsQuery,
} = participantEvaluationsApi;
