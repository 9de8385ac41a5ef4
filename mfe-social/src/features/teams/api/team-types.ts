/** Team status codes (spec 2 s9): 0 pending, 1 official, 2 deleted. */
export type TeamStatus = 0 | 1 | 2;

export interface TeamPerson {
  id: number;
  profile: { first_name: string; last_name: string; full_name?: string; image_url: string | null };
}

/** A member of a team (spec 2 s3 "Team member", teams contract). */
export interface TeamMember {
  id: number;
  team_id: number;
  user_id: number;
  promotion_id: number;
  is_leader: boolean;
  user: TeamPerson & { email?: string };
}

/** A team as every team route answers it (teams contract "Team object"). */
export interface Team {
  id: number;
  name: string;
  status: TeamStatus;
  competition_id: number;
  promotion_id: number;
  leader: TeamPerson | null;
  member_count: number;
  is_full: boolean;
  team_size_min: number;
  team_size_max: number;
  team_members?: TeamMember[];
  total_points: number;
  avg_points: number;
  completed_works_count: number;
}

/** Invite types (I invited by the leader, R requested by the user) and statuses (spec 2 s9). */
export type InviteType = 'I' | 'R';
export type InviteStatus = 'U' | 'A' | 'D';

/** A team invite or request, seen from the team or from the user (spec 2 s3 "Team invite"). */
export interface TeamInvite {
  id: number;
  team_id: number;
  team: { id: number; name: string; status: TeamStatus; member_count: number; is_full: boolean };
  user_id: number | null;
  email: string | null;
  invite_type: InviteType;
  status: InviteStatus;
  message: string | null;
  updated_at: string;
  resent_at: string | null;
  user: TeamPerson | null;
}

/** A participant found by the team user search (GET /users/search?for=team). */
export interface TeamUserResult {
  id: number;
  full_name: string;
  email: string;
  team_id: number | null;
  profile: { image_url: string | null };
}
