import { baseApi } from '@wellness/shared-ui';
import type { Envelope, Role, Subscription } from '@wellness/shared-ui';

export interface SettingsLocation {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
}

/** A user's settings (GET /api/users/{id}/settings, services/admin README "Settings"). */
export interface UserSettings {
  id: number;
  promotion_id: number;
  first_name: string;
  last_name: string;
  email: string;
  location_id: number | null;
  role: Role;
  is_wall_expert: boolean;
  locked: boolean;
  locations: SettingsLocation[];
}

export interface PersonalSettings {
  first_name: string;
  last_name: string;
  email: string;
  location_id: number | null;
  password?: string;
  password_confirmation?: string;
}

/** The Edit Goal tab (services/admin README "Goal"): null follows default_goal. */
export interface GoalSettings {
  goal: number | null;
  default_goal: number;
  options: number[];
}

export interface AccountRole {
  role: Role;
  is_wall_expert: boolean;
}

const settingsTag = (id: number) => ({ type: 'Participants' as const, id: `settings-${id}` });
const goalTag = (id: number) => ({ type: 'Participants' as const, id: `goal-${id}` });
const subscriptionTag = (id: number) => ({
  type: 'Participants' as const,
  id: `subscription-${id}`,
});

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserSettings: build.query<UserSettings, number>({
      query: (id) => `users/${id}/settings`,
      transformResponse: (body: Envelope<UserSettings>) => body.data,
      providesTags: (_result, _error, id) => [settingsTag(id)],
    }),
    savePersonalSettings: build.mutation<UserSettings, { id: number } & PersonalSettings>({
      query: ({ id, ...body }) => ({ url: `users/${id}/settings`, method: 'PUT', body }),
      transformResponse: (body: Envelope<UserSettings>) => body.data,
      // The users table and, when editing oneself, the signed-in user's name change too.
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [settingsTag(id), 'Participants', 'Session'],
    }),
    /** Spec 3 "User validate by field and value": is the e-mail another user's already? */
    validateEmail: build.query<boolean, { value: string; userId: number }>({
      query: ({ value, userId }) => ({
        url: 'users/validate',
        params: { field: 'email', value, user_id: userId },
      }),
      transformResponse: (body: Envelope<{ taken: boolean }>) => body.data.taken,
    }),
    saveAccountRole: build.mutation<AccountRole, { id: number } & AccountRole>({
      query: ({ id, ...body }) => ({ url: `users/${id}/role`, method: 'PUT', body }),
      transformResponse: (body: Envelope<AccountRole>) => body.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [settingsTag(id), 'Participants']),
    }),
    unlockUser: build.mutation<{ id: number; locked: false }, number>({
      query: (id) => ({ url: `users/${id}/unlock`, method: 'POST', body: {} }),
      transformResponse: (body: Envelope<{ id: number; locked: false }>) => body.data,
      invalidatesTags: (_result, error, id) => (error ? [] : [settingsTag(id)]),
    }),
    /** Edit Preferences: which e-mails the user receives (GET /api/users/{id}/subscription). */
    getSubscription: build.query<Subscription, number>({
      query: (id) => `users/${id}/subscription`,
      transformResponse: (body: Envelope<Subscription>) => body.data,
      providesTags: (_result, _error, id) => [subscriptionTag(id)],
    }),
    saveSubscription: build.mutation<Subscription, { id: number } & Subscription>({
      query: ({ id, ...body }) => ({ url: `users/${id}/subscription`, method: 'PUT', body }),
      transformResponse: (body: Envelope<Subscription>) => body.data,
      // GET /users/me carries the signed-in user's subscription too.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [subscriptionTag(id), 'Session']),
    }),
    getGoal: build.query<GoalSettings, number>({
      query: (id) => `users/${id}/goal`,
      transformResponse: (body: Envelope<GoalSettings>) => body.data,
      providesTags: (_result, _error, id) => [goalTag(id)],
    }),
    saveGoal: build.mutation<GoalSettings, { id: number; goal: number | null }>({
      query: ({ id, goal }) => ({ url: `users/${id}/goal`, method: 'PUT', body: { goal } }),
      transformResponse: (body: Envelope<GoalSettings>) => body.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [goalTag(id)]),
    }),
  }),
});

export const {
  useGetUserSettingsQuery,
  useSavePersonalSettingsMutation,
  useLazyValidateEmailQuery,
  useSaveAccountRoleMutation,
  useUnlockUserMutation,
  useGetSubscriptionQuery,
  useSaveSubscriptionMutation,
  useGetGoalQuery,
  useSaveGoalMutation,
} = settingsApi;
