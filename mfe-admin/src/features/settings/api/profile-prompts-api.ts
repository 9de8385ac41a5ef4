import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** A profile prompt with the user's answer (services/admin README "Profile prompts"). */
export interface ProfilePrompt {
  id: number;
  name: string;
  type_of_prompt: 'CHECKBOX' | 'DROPDOWN' | 'TEXTBOX' | 'TEXTAREA' | 'HEADER';
  data_type: 'string' | 'integer' | 'text';
  label: string;
  options: string[];
  answer: string | number | null;
}

export type ProfileAnswers = Record<string, string | number | null>;

const promptsTag = (id: number) => ({ type: 'Participants' as const, id: `profile-prompts-${id}` });

export const profilePromptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfilePrompts: build.query<ProfilePrompt[], number>({
      query: (id) => `users/${id}/profile_prompts`,
      transformResponse: (body: Envelope<ProfilePrompt[]>) => body.data,
      providesTags: (_result, _error, id) => [promptsTag(id)],
    }),
    saveProfileAnswers: build.mutation<ProfilePrompt[], { id: number; answers: ProfileAnswers }>({
      query: ({ id, answers }) => ({
        url: `users/${id}/profile_prompts`,
        method: 'PUT',
        body: { answers },
      }),
      transformResponse: (body: Envelope<ProfilePrompt[]>) => body.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [promptsTag(id)]),
    }),
  }),
});

export const { useGetProfilePromptsQuery, useSaveProfileAnswersMutation } = profilePromptsApi;
