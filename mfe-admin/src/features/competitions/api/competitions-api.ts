import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export type ScoringRule = 'sum' | 'average' | 'average_percent';

/** A behaviour of a competition, or a default one of the promotion (spec 3 s3 Behavior). */
export interface Behavior {
  id: number;
  name: string;
  start: string | null;
  end: string | null;
  sequence: number;
  default: boolean;
  behaviorable_type: string;
  behaviorable_id: number | null;
}

export interface CompetitionInput {
  enrollment_starts_on: string;
  enrollment_ends_on: string;
  competition_starts_on: string;
  comp_length: number;
  team_size_min: number;
  team_size_max: number;
  freeze_team_scores: boolean;
  freeze_team_scores_on: string | null;
  works_value: number;
  collection_id: number | null;
  scoring_rule: ScoringRule;
}

/** A competition as the server answers it (services/admin README "Competitions"). */
export interface Competition extends CompetitionInput {
  id: number;
  competition_ends_on: string;
  current_date: string;
  current_week: number;
  weeks: number;
  during_enrollment: boolean;
  during_competition: boolean;
  after_competition: boolean;
  behaviors: Behavior[];
}

export interface CompetitionListMeta {
  total_records: number;
  collections: Array<{ id: number; name: string }>;
}

export interface BehaviorInput {
  name: string;
  start: string | null;
  end: string | null;
  default: boolean;
  behaviorable_type: 'Competition';
  behaviorable_id: number | null;
}

/** Which behaviours: a competition's, or the promotion's defaults. */
export type BehaviorScope = { promotionId: number; competitionId: number | null };

const dataOf = <T>(response: Envelope<T>) => response.data;
const tag = (promotionId: number) => ({ type: 'Competitions' as const, id: promotionId });

/**
 * Spec 3 s7 "Competitions /promotions/{promotion_id}/competitions/{id}; behaviors index with
 * page_size 0 and competition_id, or default true, behaviorable_type Competition".
 */
export const competitionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompetitions: build.query<Envelope<Competition[], CompetitionListMeta>, number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/competitions`,
        params: { page_size: 0 },
      }),
      providesTags: (_result, _error, promotionId) => [tag(promotionId)],
    }),
    getCompetition: build.query<Competition, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => `promotions/${promotionId}/competitions/${id}`,
      transformResponse: dataOf<Competition>,
      providesTags: (_result, _error, { promotionId }) => [tag(promotionId)],
    }),
    saveCompetition: build.mutation<
      Competition,
      { promotionId: number; id?: number; body: CompetitionInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/competitions${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<Competition>,
      invalidatesTags: (_result, _error, { promotionId }) => [tag(promotionId)],
    }),
    getBehaviors: build.query<Behavior[], BehaviorScope>({
      query: ({ promotionId, competitionId }) => ({
        url: `promotions/${promotionId}/behaviors`,
        params: {
          page_size: 0,
          behaviorable_type: 'Competition',
          ...(competitionId === null ? { default: true } : { competition_id: competitionId }),
        },
      }),
      transformResponse: dataOf<Behavior[]>,
      providesTags: (_result, _error, { promotionId }) => [tag(promotionId)],
    }),
    /** Every behaviour of the promotion (the point threshold form's choices). */
    getAllBehaviors: build.query<Behavior[], number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/behaviors`,
        params: { page_size: 0, behaviorable_type: 'Competition' },
      }),
      transformResponse: dataOf<Behavior[]>,
      providesTags: (_result, _error, promotionId) => [tag(promotionId)],
    }),
    saveBehavior: build.mutation<
      Behavior,
      { promotionId: number; id?: number; body: BehaviorInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/behaviors${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<Behavior>,
      invalidatesTags: (_result, _error, { promotionId }) => [tag(promotionId)],
    }),
    deleteBehavior: build.mutation<{ id: number }, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/behaviors/${id}`,
        method: 'DELETE',
      }),
      transformResponse: dataOf<{ id: number }>,
      invalidatesTags: (_result, _error, { promotionId }) => [tag(promotionId)],
    }),
  }),
});

export const {
  useGetCompetitionsQuery,
  useGetCompetitionQuery,
  useSaveCompetitionMutation,
  useGetBehaviorsQuery,
  useGetAllBehaviorsQuery,
  useSaveBehaviorMutation,
  useDeleteBehaviorMutation,
} = competitionsApi;
