import { baseApi, sessionApi } from '@wellness/shared-ui';
import type { Envelope, User } from '@wellness/shared-ui';

/**
 * PUT /users/me/flags/has_seen_add_activities_tutorial. The flag lives on the signed-in user
 * ('Session'): the cached user changes at once, goes back if the server refuses, and the
 * server's answer (the whole user) replaces it.
 */
export const tutorialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markActivitiesTutorialSeen: build.mutation<User, void>({
      query: () => ({
        url: '/users/me/flags/has_seen_add_activities_tutorial',
        method: 'PUT',
        body: { value: true },
      }),
      transformResponse: (body: Envelope<User>) => body.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sessionApi.util.updateQueryData('getMe', undefined, (user) => {
            user.has_seen_add_activities_tutorial = true;
          }),
        );
        try {
          const { data: user } = await queryFulfilled;
          dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useMarkActivitiesTutorialSeenMutation } = tutorialApi;
