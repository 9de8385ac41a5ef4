import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

/** Spec 3 CustomPrompt type_of_prompt. */
export const PROMPT_TYPES = ['CHECKBOX', 'DROPDOWN', 'TEXTBOX', 'TEXTAREA', 'HEADER'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

/** Spec 3 CustomPrompt data_type. */
export const PROMPT_DATA_TYPES = ['string', 'integer', 'text'] as const;
export type PromptDataType = (typeof PROMPT_DATA_TYPES)[number];

/**
 * Spec 3 s4 "Custom prompt data type is forced by type": HEADER string, TEXTAREA text, TEXTBOX
 * string, CHECKBOX string (answers Y/N) or integer (answers 0/1, the default), DROPDOWN string.
 */
export function promptDataType(type: PromptType, requested?: PromptDataType): PromptDataType {
  if (type === 'TEXTAREA') return 'text';
  if (type === 'CHECKBOX') return requested === 'string' ? 'string' : 'integer';
  return 'string';
}

/**
 * Owner: services/admin (the programme administration screens will write it; the seed gives
 * the demo its prompts; services/participant reads it for the evaluation at registration).
 * Spec 3 "CustomPrompt": a question a promotion adds to its evaluations. `options` are the
 * dropdown's choices, one per line. `custom_prompt_evaluation` off makes the prompt
 * profile-only: it is never asked in an evaluation (spec 3 s5 "Evaluation question
 * visibility"). Deleted prompts are kept (`is_deleted`) so stored answers keep their meaning.
 */
@Entity({ name: 'custom_prompts' })
@Index('ix_custom_prompts_promotion', ['promotion_id'])
export class CustomPrompt {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(16)
  type_of_prompt!: PromptType;

  @StringColumn(16, { default: 'string' })
  data_type!: PromptDataType;

  @StringColumn(255)
  short_label!: string;

  /** The dropdown's choices, one per line; null for other types. */
  @TextColumn({ nullable: true })
  options!: string | null;

  @BoolColumn({ default: true })
  custom_prompt_evaluation!: boolean;

  @BoolColumn({ default: false })
  is_deleted!: boolean;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
