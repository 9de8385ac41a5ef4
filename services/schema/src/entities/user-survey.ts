import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

/** One question of a questionnaire: its key in the answers and the text shown. */
export interface SurveyQuestion {
  name: string;
  question: string;
}

/**
 * Owner: services/admin (the questionnaire screen writes it; services/participant's prestart
 * survey reads it). A promotion's questionnaire (spec 3 UserSurveyDef): questions
 * answered on a 1-5 scale whose five labels are `response_values` in the order shown (the
 * first label is answer 5, the last answer 1: spec 3 s9 "mapped to option positions 4 to 0").
 */
@Entity({ name: 'user_survey_defs' })
@Index('ix_user_survey_defs_promotion', ['promotion_id'])
export class UserSurveyDef {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn()
  name!: string;

  /** JSON: SurveyQuestion[]. */
  @TextColumn()
  questions!: string;

  /** JSON: the five answer labels, first shown first. */
  @TextColumn()
  response_values!: string;

  /** "0,N": offered on day 0 of the programme and again on day N (spec 3). */
  @StringColumn(64, { default: '0' })
  days_from_start!: string;

  @StringColumn(64, { default: 'prestart' })
  source!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}

/** Owner: services/participant. A participant's answers to a questionnaire (spec 3 UserSurvey). */
@Entity({ name: 'user_surveys' })
@Index('ix_user_surveys_user', ['user_id'])
export class UserSurvey {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  user_survey_def_id!: number;

  /** JSON: { [question name]: 1..5 }. */
  @TextColumn()
  user_responses!: string;

  @StringColumn(64, { default: 'prestart' })
  source!: string;

  @CreatedAt()
  created_at!: Date;
}
