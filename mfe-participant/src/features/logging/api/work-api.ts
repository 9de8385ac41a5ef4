import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/**
 * Whether the participant has a current work (spec 1 s4 bottom actions: 'logging' or 'paint').
 * Home owns the work itself; this reads only that it exists, under home's 'Works' tag.
 */
export const loggingWorkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaintingWork: build.query<{ id: number } | null, void>({
      query: () => '/works/current',
      transformResponse: (body: Envelope<{ id: number } | null>) =>
        body.data ? { id: body.data.id } : null,
      providesTags: ['Works'],
    }),
  }),
});

export const { useGetPaintingWorkQuery } = loggingWorkApi;
