import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, DateColumn, IntColumn, StringColumn, UpdatedAt } from './columns';

/** How a competition orders its teams (services/admin README "Competitions"). */
export const TEAM_SCORING_RULES = ['sum', 'average', 'average_percent'] as const;
export type TeamScoringRule = (typeof TEAM_SCORING_RULES)[number];

/**
 * Owner: services/admin (the competition editor). Spec 3 s3 Competition: a promotion's team
 * competition, its enrolment and competition dates (the end is start + comp_length - 1,
 * stored so that teams and the board read it directly), the team size rule and scoring.
 */
@Entity({ name: 'competitions' })
@Index('ix_competitions_promotion', ['promotion_id', 'competition_starts_on'])
export class Competition {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @DateColumn()
  enrollment_starts_on!: string;

  @DateColumn()
  enrollment_ends_on!: string;

  @DateColumn()
  competition_starts_on!: string;

  @DateColumn()
  competition_ends_on!: string;

  @IntColumn()
  comp_length!: number;

  @IntColumn({ default: 4 })
  team_size_min!: number;

  @IntColumn({ default: 4 })
  team_size_max!: number;

  @BoolColumn({ default: true })
  freeze_team_scores!: boolean;

  @DateColumn({ nullable: true })
  freeze_team_scores_on!: string | null;

  @IntColumn({ default: 500 })
  works_value!: number;

  @IntColumn({ nullable: true })
  collection_id!: number | null;

  @StringColumn(16, { default: 'sum' })
  scoring_rule!: TeamScoringRule;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
