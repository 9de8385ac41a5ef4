import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export type PromptType = 'CHECKBOX' | 'DROPDOWN' | 'TEXTBOX' | 'TEXTAREA' | 'HEADER';
export type PromptDataType = 'string' | 'integer' | 'text';

/** Spec 3 CustomPrompt as the admin service answers it (services/admin README). */
export interface CustomPrompt {
  id: number;
  promotion_id: number;
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  short_label: string;
  options: string[];
  custom_prompt_evaluation: boolean;
  profile_only: boolean;
  is_deleted: boolean;
}

export interface CustomPromptInput {
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  short_label: string;
  options: string | null;
  custom_prompt_evaluation: boolean;
}

export interface DefinitionQuestion {
  name: string;
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  custom_prompt: boolean;
  custom_promptable_id: number | null;
  label: string | null;
  flags: { is_visible_in_profile: boolean };
  is_active: boolean;
}

/** Spec 3 EvaluationDefinition ("Initial Assessment" comes back titled Registration). */
export interface EvaluationDefinition {
  id: number;
  promotion_id: number;
  name: string;
  title: string;
  days_from_start: number | null;
  start_date: string | null;
  end_date: string | null;
  message: string | null;
  questions: DefinitionQuestion[];
  visible_questions: string | null;
  answered_count: number;
}

export interface DefinitionInput {
  name: string;
  message: string | null;
  days_from_start: number | null;
  start_date: string | null;
  end_date: string | null;
  questions: Array<{
    custom_promptable_id?: number;
    name?: string;
    type_of_prompt?: PromptType;
    data_type?: PromptDataType;
    label?: string;
    is_active: boolean;
    is_visible_in_profile: boolean;
  }>;
}

const dataOf = <T>(response: Envelope<T>) => response.data;
const definitionsTag = (promotionId: number) => ({ type: 'Evaluations' as const, id: promotionId });
const promptsTag = (promotionId: number) => ({ type: 'CustomPrompts' as const, id: promotionId });

/**
 * Spec 3 s7 "/evaluation_definitions" and "GET/POST /promotions/{promotion_id}/custom_prompts(/{id})",
 * both under the promotion they belong to.
 */
export const evaluationsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvaluationDefinitions: build.query<EvaluationDefinition[], number>({
      query: (promotionId) => `promotions/${promotionId}/evaluation_definitions`,
      transformResponse: dataOf<EvaluationDefinition[]>,
      providesTags: (_result, _error, promotionId) => [definitionsTag(promotionId)],
    }),
    getEvaluationDefinition: build.query<EvaluationDefinition, { promotionId: number; id: number }>(
      {
        query: ({ promotionId, id }) => `promotions/${promotionId}/evaluation_definitions/${id}`,
        transformResponse: dataOf<EvaluationDefinition>,
        providesTags: (_result, _error, { promotionId }) => [definitionsTag(promotionId)],
      },
    ),
    saveEvaluationDefinition: build.mutation<
      EvaluationDefinition,
      { promotionId: number; id?: number; body: DefinitionInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/evaluation_definitions${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<EvaluationDefinition>,
      invalidatesTags: (_result, _error, { promotionId }) => [definitionsTag(promotionId)],
    }),
    getCustomPrompts: build.query<CustomPrompt[], number>({
      query: (promotionId) => `promotions/${promotionId}/custom_prompts`,
      transformResponse: dataOf<CustomPrompt[]>,
      providesTags: (_result, _error, promotionId) => [promptsTag(promotionId)],
    }),
    saveCustomPrompt: build.mutation<
      CustomPrompt,
      { promotionId: number; id?: number; body: CustomPromptInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/custom_prompts${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<CustomPrompt>,
      invalidatesTags: (_result, _error, { promotionId }) => [
        promptsTag(promotionId),
        definitionsTag(promotionId),
      ],
    }),
    deleteCustomPrompt: build.mutation<unknown, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/custom_prompts/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { promotionId }) => [
        promptsTag(promotionId),
        definitionsTag(promotionId),
      ],
    }),
  }),
});

export const {
  useGetEvaluationDefinitionsQuery,
  useGetEvaluationDefinitionQuery,
  useSaveEvaluationDefinitionMutation,
  useGetCustomPromptsQuery,
  useSaveCustomPromptMutation,
  useDeleteCustomPromptMutation,
} = evaluationsAdminApi;
