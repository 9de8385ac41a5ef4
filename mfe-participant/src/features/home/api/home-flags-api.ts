import { baseApi, sessionApi } from '@wellness/shared-ui';
import type { Envelope, User } from '@wellness/shared-ui';

export type HomeFlag = 'has_been_home' | 'started_home_walkthrough';

/**
 * PUT /users/me/flags/{flag} for the first-visit walkthrough (spec 1 s4). Like the tutorial's
 * flag: the cached user changes at once, goes back if the server refuses, and the server's
 * answer replaces it.
 */
export const homeFlagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setHomeFlags: build.mutation<User, Partial<Record<HomeFlag, boolean>>>({
      async queryFn(flags, _api, _options, baseQuery) {
        let user: User | undefined;
        for (const [flag, value] of Object.entries(flags)) {
          const answer = await baseQuery({
            url: `/users/me/flags/${flag}`,
            method: 'PUT',
            body: { value },
          });
          if (answer.error) return { error: answer.error };
          user = (answer.data as Envelope<User>).data;
        }
        return { data: user! };
      },
      async onQueryStarted(flags, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sessionApi.util.updateQueryData('getMe', undefined, (user) => {
            Object.assign(user, flags);
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

export const { useSetHomeFlagsMutation } = homeFlagsApi;
