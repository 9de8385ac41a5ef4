import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { TabPromotion } from '../lib/tab-visibility';

/** One promotion in the super users' picker (GET /api/promotions/grouped). */
export interface PickerPromotion extends TabPromotion {
  id: number;
  name: string;
  subdomain: string;
}

export interface PromotionGroup {
  organization: { id: number | null; name: string };
  promotions: PickerPromotion[];
}

/** GET /api/promotions/{id}/summary: the tabs' flags and the promotional tools. */
export interface PromotionSummary extends PickerPromotion {
  program_name: string;
  is_wall_enabled: boolean;
  starts_on: string;
  ends_on: string;
  launch_on: string | null;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  welcome_url: string;
}

export interface NameCount {
  name: string;
  count: number;
}

export interface PromotionStats {
  participants: number;
  active_participants: number;
  days_logged: number;
  total_points: number;
  activities_logged: number;
  activities_by_category: NameCount[];
  points_by_week: Array<{ week: number; points: number }>;
  participants_by_location: NameCount[];
}

export interface TeamMember {
  id: number;
  full_name: string;
  is_leader: boolean;
  total_points: number;
}

export interface Team {
  id: number;
  name: string;
  status: string;
  leader: string | null;
  member_count: number;
  completed_works_count: number;
  total_points: number;
  avg_points: number;
  members: TeamMember[];
}

export interface EligibilityRow {
  id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  user_id: number | null;
  registered: boolean;
}

const dataOf = <T>(body: Envelope<T>) => body.data;

/** The dashboard's reads of the promotion being worked on. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGroupedPromotions: build.query<PromotionGroup[], void>({
      query: () => 'promotions/grouped',
      transformResponse: dataOf<PromotionGroup[]>,
      providesTags: [{ type: 'Promotions', id: 'GROUPED' }],
    }),
    getPromotionSummary: build.query<PromotionSummary, number>({
      query: (id) => `promotions/${id}/summary`,
      transformResponse: dataOf<PromotionSummary>,
      providesTags: (_result, _error, id) => [{ type: 'Promotions', id }],
    }),
    getPromotionStats: build.query<PromotionStats, number>({
      query: (id) => `promotions/${id}/stats`,
      transformResponse: dataOf<PromotionStats>,
      providesTags: (_result, _error, id) => [{ type: 'Dashboard', id }],
    }),
    getTeams: build.query<Team[], number>({
      query: (id) => `promotions/${id}/teams`,
      transformResponse: dataOf<Team[]>,
      providesTags: (_result, _error, id) => [{ type: 'Teams', id }],
    }),
    getEligibilities: build.query<EligibilityRow[], number>({
      // page_size 0: the whole list (spec 3 section 9).
      query: (id) => ({ url: `promotions/${id}/eligibilities`, params: { page_size: 0 } }),
      transformResponse: dataOf<EligibilityRow[]>,
      providesTags: (_result, _error, id) => [{ type: 'Eligibility', id }],
    }),
  }),
});

export const {
  useGetGroupedPromotionsQuery,
  useGetPromotionSummaryQuery,
  useGetPromotionStatsQuery,
  useGetTeamsQuery,
  useGetEligibilitiesQuery,
} = dashboardApi;
