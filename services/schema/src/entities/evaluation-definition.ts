import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PromptDataType, PromptType } from './custom-prompt';
import { CreatedAt, DateColumn, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

/** The definition the registration form asks (spec 3: "Initial Assessment" is shown as Registration). */
export const INITIAL_ASSESSMENT = 'Initial Assessment';

/**
 * One question of an evaluation definition (spec 3 EvaluationDefinition.questions). A custom
 * question (`custom_prompt` true) is named `CustomPrompt_{id}` and takes its label, type and
 * options from that CustomPrompt; `label` names a built-in question.
 */
export interface EvaluationQuestion {
  name: string;
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  custom_prompt: boolean;
  custom_promptable_id: number | null;
  label?: string;
  flags: { is_visible_in_profile: boolean };
  is_active: boolean;
}

/**
 * Owner: services/admin (programme administration will write it; the seed gives the demo its
 * Initial Assessment; services/participant reads it). Spec 3 "EvaluationDefinition": either
 * days_from_start or start_date/end_date (the other null); the Initial Assessment always uses
 * days_from_start 0. `visible_questions`: the comma-separated names asked.
 */
@Entity({ name: 'evaluation_definitions' })
@Index('ix_evaluation_definitions_promotion', ['promotion_id'])
export class EvaluationDefinition {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn()
  name!: string;

  @IntColumn({ nullable: true })
  days_from_start!: number | null;

  @DateColumn({ nullable: true })
  start_date!: string | null;

  @DateColumn({ nullable: true })
  end_date!: string | null;

  @TextColumn({ nullable: true })
  message!: string | null;

  /** JSON: EvaluationQuestion[]. */
  @TextColumn()
  questions!: string;

  @TextColumn({ nullable: true })
  visible_questions!: string | null;

  /** What the definition belongs to (spec 3 eval_definitionable_type/id): Promotion. */
  @StringColumn(64, { nullable: true })
  eval_definitionable_type!: string | null;

  @IntColumn({ nullable: true })
  eval_definitionable_id!: number | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
