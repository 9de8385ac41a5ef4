import type { DataSource } from 'typeorm';
import { HttpError } from '@wellness/platform';
import type { EvaluationQuestion } from '@wellness/schema';
import type { ReportEvaluation } from './simple-report';

const DEFINITION_NOT_FOUND = 'Evaluation Definition could not be found';

/**
 * The answer columns of a run with `evaluation_definition_id` (services/admin README "Run
 * body"): every question of the promotion's definition that takes an answer (not a HEADER),
 * in its order, titled by its prompt's label (kept for deleted prompts: the answers stay).
 */
export async function reportEvaluation(
  db: DataSource,
  promotionId: number,
  id: number,
): Promise<ReportEvaluation> {
  const [row] = await db.query(
    'SELECT id, questions FROM evaluation_definitions WHERE promotion_id = ? AND id = ?',
    [promotionId, id],
  );
  if (!row) throw new HttpError(404, DEFINITION_NOT_FOUND);
  let questions: EvaluationQuestion[] = [];
  try {
    const parsed: unknown = JSON.parse(String(row.questions));
    if (Array.isArray(parsed)) questions = parsed as EvaluationQuestion[];
  } catch {
    questions = [];
  }
  const answered = questions.filter((q) => q.type_of_prompt !== 'HEADER');
  const promptIds = answered.flatMap((q) =>
    q.custom_promptable_id ? [q.custom_promptable_id] : [],
  );
  const prompts: Array<{ id: number; short_label: string }> = promptIds.length
    ? await db.query(
        'SELECT id, short_label FROM custom_prompts WHERE promotion_id = ? AND id IN (?)',
        [promotionId, promptIds],
      )
    : [];
  const labels = new Map(prompts.map((p) => [Number(p.id), p.short_label]));
  return {
    id: Number(row.id),
    questions: answered.map((q) => ({
      name: q.name,
      label:
        (q.custom_promptable_id ? labels.get(Number(q.custom_promptable_id)) : undefined) ??
        q.label ??
        q.name,
    })),
  };
}
