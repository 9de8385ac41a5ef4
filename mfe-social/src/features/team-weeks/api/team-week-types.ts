/** A team's week work (services/participant "Team weekly works"): up to 20 segments. */
export interface TeamWork {
  id: number;
  /** The picture with the members' segments uncovered; null when the work has no style. */
  image_url: string | null;
  team_id: number;
  week: number;
  segments_available: number;
  segments_total: number;
  completed: boolean;
  completed_at: string | null;
}

/** A current member's week: GET /teams/{id}/all_activity?wk=N. */
export interface TeamWeekMember {
  user_id: number;
  profile: { first_name: string; last_name: string; full_name: string; image_url: string | null };
  points: number;
  days_logged: number;
  activities_logged: number;
  segments: number;
}

export interface TeamWeek {
  team: { id: number; name: string; week: number; starts_on: string; ends_on: string };
  /** Null before the week's first segment. */
  work: TeamWork | null;
  members: TeamWeekMember[];
}

/** One team whose week work is complete, first finished first. */
export interface WeeklyWinner {
  rank: number;
  team: { id: number; name: string };
  work: TeamWork;
}

export type WinnersStatus = 'winners' | 'in_progress' | 'no_winners';

export interface WeeklyWinners {
  winners: WeeklyWinner[];
  status: WinnersStatus;
}
