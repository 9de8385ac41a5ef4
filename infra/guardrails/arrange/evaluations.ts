import type { FastifyInstance } from 'fastify';
import { insert } from './rows';

type Db = FastifyInstance['db'];

/** Evaluation records of the demo promotion that every caller reaches without using them up. */
export interface EvaluationRecords {
  /** A custom prompt staff read and edit. */
  promptId: number;
  /** A programme evaluation, open today, that staff read and edit and each participant answers once. */
  definitionId: number;
  /** The name of its checkbox question (CustomPrompt_{id}). */
  questionName: string;
}

export const insertPrompt = (db: Db, promotionId: number, label: string) =>
  insert(db, 'custom_prompts', {
    promotion_id: promotionId,
    type_of_prompt: 'CHECKBOX',
    data_type: 'integer',
    short_label: label,
  });

export async function arrangeEvaluations(db: Db, promotionId: number): Promise<EvaluationRecords> {
  const promptId = await insertPrompt(db, promotionId, 'Guardrail prompt');
  const questionName = `CustomPrompt_${promptId}`;
  const question = {
    name: questionName,
    type_of_prompt: 'CHECKBOX',
    data_type: 'integer',
    custom_prompt: true,
    custom_promptable_id: promptId,
    flags: { is_visible_in_profile: false },
    is_active: true,
  };
  const definitionId = await insert(db, 'evaluation_definitions', {
    promotion_id: promotionId,
    name: 'Guardrail check-in',
    days_from_start: 0,
    questions: JSON.stringify([question]),
    visible_questions: questionName,
  });
  return { promptId, definitionId, questionName };
}
