import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, NullableDatetimeColumn, UpdatedAt } from './columns';

/**
 * Owner: services/participant (README "Team weekly works"). A team's work of one week of its
 * competition, built from the segments its members earn that week; complete at 20.
 */
@Entity({ name: 'team_works' })
@Index('ux_team_works_team_week', ['team_id', 'week'], { unique: true })
@Index('ix_team_works_competition_week', ['competition_id', 'week', 'completed_at'])
export class TeamWork {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  team_id!: number;

  @IntColumn()
  competition_id!: number;

  @IntColumn()
  week!: number;

  /** The picture it reveals (a style image of the week's style), null when none exists. */
  @IntColumn({ nullable: true })
  style_image_id!: number | null;

  @IntColumn({ default: 0 })
  segments_available!: number;

  @NullableDatetimeColumn()
  completed_at!: Date | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}

/** Owner: services/participant. The segments one member added to a team's week work. */
@Entity({ name: 'team_work_members' })
@Index('ux_team_work_members_work_user', ['team_work_id', 'user_id'], { unique: true })
export class TeamWorkMember {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  team_work_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn({ default: 0 })
  segments!: number;
}
