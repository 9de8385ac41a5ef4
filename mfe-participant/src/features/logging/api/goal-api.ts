import { baseApi, sessionApi } from '@wellness/shared-ui';
import type { Envelope, User } from '@wellness/shared-ui';

/**
 * The goal-hit popup is shown while users/me says show_goal_hit; closing it clears the flag.
 * (Named for this one flag so it cannot collide with a general flag endpoint elsewhere.)
 */
export const goalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dismissGoalHit: build.mutation<User, void>({
      query: () => ({
        url: '/users/me/flags/show_goal_hit',
        method: 'PUT',
        body: { value: false },
      }),
      transformResponse: (body: Envelope<User>) => body.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
      },
    }),
  }),
});

export const { useDismissGoalHitMutation } = goalApi;
