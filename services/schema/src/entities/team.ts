import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  BoolColumn,
  CreatedAt,
  IntColumn,
  NullableDatetimeColumn,
  StringColumn,
  UpdatedAt,
} from './columns';

/** Team status codes (spec 2 section 9). */
export const TEAM_STATUS = { pending: 0, official: 1, deleted: 2 } as const;

/** Owner: services/social (teams, spec 2); read by the coordinator dashboard. */
@Entity({ name: 'teams' })
@Index('ix_teams_promotion', ['promotion_id', 'status'])
export class Team {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn({ nullable: true })
  competition_id!: number | null;

  @StringColumn()
  name!: string;

  @IntColumn({ default: 0 })
  status!: number;

  @IntColumn({ default: 0 })
  completed_works_count!: number;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}

/** Owner: services/social. */
@Entity({ name: 'team_members' })
@Index('ux_team_members_team_user', ['team_id', 'user_id'], { unique: true })
@Index('ix_team_members_user', ['user_id'])
export class TeamMember {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  team_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  promotion_id!: number;

  @BoolColumn({ default: false })
  is_leader!: boolean;

  @CreatedAt()
  created_at!: Date;
}

/** Spec 2 s3 "Team invite": I invited by the team, R requested by the user. */
export const TEAM_INVITE_TYPE = { invited: 'I', requested: 'R' } as const;
export type TeamInviteType = (typeof TEAM_INVITE_TYPE)[keyof typeof TEAM_INVITE_TYPE];
/** Spec 2 s3: U unresponded, A accepted, D declined. */
export const TEAM_INVITE_STATUS = { unresponded: 'U', accepted: 'A', declined: 'D' } as const;
export type TeamInviteStatus = (typeof TEAM_INVITE_STATUS)[keyof typeof TEAM_INVITE_STATUS];

/**
 * Owner: services/social (services/social README "Teams"). A team's invite of a user (or of an
 * e-mail address that has not registered yet: `user_id` null until it does) or a user's
 * request to join a team.
 */
@Entity({ name: 'team_invites' })
@Index('ix_team_invites_team', ['team_id', 'status'])
@Index('ix_team_invites_user', ['user_id', 'status'])
@Index('ix_team_invites_email', ['promotion_id', 'email', 'status'])
export class TeamInvite {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  team_id!: number;

  @IntColumn({ nullable: true })
  user_id!: number | null;

  @StringColumn(255, { nullable: true })
  email!: string | null;

  @StringColumn(1)
  invite_type!: TeamInviteType;

  @StringColumn(1, { default: 'U' })
  status!: TeamInviteStatus;

  @StringColumn(1000, { nullable: true })
  message!: string | null;

  @NullableDatetimeColumn()
  resent_at!: Date | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
