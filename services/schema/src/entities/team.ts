import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

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
