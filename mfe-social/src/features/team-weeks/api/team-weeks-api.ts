import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { TeamWeek, WeeklyWinner, WeeklyWinners, WinnersStatus } from './team-week-types';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['TeamWeek', 'WeeklyWinners'] });

/** The team weeks calls of services/participant ("Team weekly works"). */
export const teamWeeksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamWeek: build.query<TeamWeek, { teamId: number; week: number }>({
      query: ({ teamId, week }) => ({ url: `/teams/${teamId}/all_activity`, params: { wk: week } }),
      transformResponse: (body: Envelope<TeamWeek>) => body.data,
      providesTags: (_r, _e, { teamId, week }) => [{ type: 'TeamWeek', id: `${teamId}:${week}` }],
    }),
    getWeeklyWinners: build.query<WeeklyWinners, number>({
      query: (week) => ({ url: '/teams/weekly_winners', params: { wk: week, page_size: 0 } }),
      transformResponse: (body: Envelope<WeeklyWinner[], { status: WinnersStatus }>) => ({
        winners: body.data,
        status: body.meta.status,
      }),
      providesTags: (_r, _e, week) => [{ type: 'WeeklyWinners', id: week }],
    }),
  }),
});

export const { useGetTeamWeekQuery, useGetWeeklyWinnersQuery } = teamWeeksApi;
