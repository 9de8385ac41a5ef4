import type { DataSource } from 'typeorm';
import { HttpError } from '@wellness/platform';
import { INITIAL_ASSESSMENT, promptDataType } from '@wellness/schema';
import type { EvaluationQuestion, PromptDataType, PromptType } from '@wellness/schema';

/** Spec 3 s8 loader message, also the server's 404 for a definition the promotion does not have. */
export const DEFINITION_NOT_FOUND = 'Evaluation Definition could not be found';
/** Spec 3 EvaluationDefinition: "Initial Assessment" is shown as Registration. */
export const REGISTRATION_TITLE = 'Registration';
/** Our messages (services/admin README "Evaluations and custom prompts"). */
export const WHEN_REQUIRED = 'Give either days from start or a start and end date.';
export const DATES_REVERSED = 'The end date must not be before the start date.';
export const DUPLICATE_QUESTION = 'A question is asked only once.';
export const UNKNOWN_PROMPT = 'CustomPrompt could not be found';

/** A question as the editor sends it: a custom prompt by id, or a built-in one by name. */
export interface QuestionInput {
  custom_promptable_id?: number | null;
  name?: string;
  type_of_prompt?: PromptType;
  data_type?: PromptDataType;
  label?: string;
  is_active?: boolean;
  is_visible_in_profile?: boolean;
}

export interface DefinitionInput {
  name: string;
  message?: string | null;
  days_from_start?: number | null;
  start_date?: string | null;
  end_date?: string | null;
  questions: QuestionInput[];
}

interface DefinitionRow {
  id: number;
  promotion_id: number;
  name: string;
  days_from_start: number | null;
  start_date: string | Date | null;
  end_date: string | Date | null;
  message: string | null;
  questions: string;
  visible_questions: string | null;
  answered: number | string;
}

const dateText = (value: string | Date | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

const parsed = (json: string): EvaluationQuestion[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as EvaluationQuestion[]) : [];
  } catch {
    return [];
  }
};

export const isInitialAssessment = (name: string) => name.trim() === INITIAL_ASSESSMENT;

export const serializeDefinition = (row: DefinitionRow) => ({
  id: Number(row.id),
  promotion_id: Number(row.promotion_id),
  name: row.name,
  /** What screens call it: Registration for the Initial Assessment. */
  title: isInitialAssessment(row.name) ? REGISTRATION_TITLE : row.name,
  days_from_start: row.days_from_start === null ? null : Number(row.days_from_start),
  start_date: dateText(row.start_date),
  end_date: dateText(row.end_date),
  message: row.message,
  questions: parsed(row.questions).map((q) => ({
    name: q.name,
    type_of_prompt: q.type_of_prompt,
    data_type: q.data_type,
    custom_prompt: q.custom_prompt,
    custom_promptable_id: q.custom_promptable_id,
    label: q.label ?? null,
    flags: { is_visible_in_profile: Boolean(q.flags?.is_visible_in_profile) },
    is_active: q.is_active,
  })),
  visible_questions: row.visible_questions,
  answered_count: Number(row.answered),
});
export type AdminDefinition = ReturnType<typeof serializeDefinition>;

const SELECT = `SELECT d.id, d.promotion_id, d.name, d.days_from_start, d.start_date, d.end_date,
  d.message, d.questions, d.visible_questions,
  (SELECT COUNT(*) FROM evaluations e WHERE e.evaluation_definition_id = d.id) AS answered
  FROM evaluation_definitions d`;

export async function definitionsOfPromotion(db: DataSource, promotionId: number) {
  const rows: DefinitionRow[] = await db.query(`${SELECT} WHERE d.promotion_id = ? ORDER BY d.id`, [
    promotionId,
  ]);
  return rows.map(serializeDefinition);
}

export async function definitionOfPromotion(db: DataSource, promotionId: number, id: number) {
  const [row]: DefinitionRow[] = await db.query(`${SELECT} WHERE d.promotion_id = ? AND d.id = ?`, [
    promotionId,
    id,
  ]);
  if (!row) throw new HttpError(404, DEFINITION_NOT_FOUND);
  return serializeDefinition(row);
}

/**
 * When a definition is open (spec 3 s4 "Evaluation definition"): the Initial Assessment always
 * on day 0; otherwise days_from_start, or else a start and end date, the other nulled.
 */
export function definitionWindow(input: DefinitionInput) {
  if (isInitialAssessment(input.name))
    return { days_from_start: 0, start_date: null, end_date: null };
  if (input.days_from_start !== undefined && input.days_from_start !== null) {
    return { days_from_start: input.days_from_start, start_date: null, end_date: null };
  }
  if (!input.start_date || !input.end_date) throw new HttpError(422, WHEN_REQUIRED);
  if (input.end_date < input.start_date) throw new HttpError(422, DATES_REVERSED);
  return { days_from_start: null, start_date: input.start_date, end_date: input.end_date };
}

/**
 * The stored questions: a custom one is named `CustomPrompt_{id}` and takes its type and data
 * type from the promotion's prompt (which must exist and not be deleted); a built-in one keeps
 * its name with the data type its type forces. Active questions make `visible_questions`.
 */
async function storedQuestions(db: DataSource, promotionId: number, input: QuestionInput[]) {
  const ids = input.flatMap((q) => (q.custom_promptable_id ? [q.custom_promptable_id] : []));
  const prompts: Array<{ id: number; type_of_prompt: PromptType; data_type: PromptDataType }> =
    ids.length
      ? await db.query(
          `SELECT id, type_of_prompt, data_type FROM custom_prompts
            WHERE promotion_id = ? AND id IN (?) AND is_deleted = FALSE`,
          [promotionId, ids],
        )
      : [];
  const byId = new Map(prompts.map((p) => [Number(p.id), p]));
  const questions: EvaluationQuestion[] = input.map((q) => {
    const flags = { is_visible_in_profile: q.is_visible_in_profile ?? false };
    const is_active = q.is_active ?? true;
    if (q.custom_promptable_id) {
      const prompt = byId.get(q.custom_promptable_id);
      if (!prompt) throw new HttpError(422, UNKNOWN_PROMPT);
      return {
        name: `CustomPrompt_${prompt.id}`,
        type_of_prompt: prompt.type_of_prompt,
        data_type: promptDataType(prompt.type_of_prompt, prompt.data_type),
        custom_prompt: true,
        custom_promptable_id: Number(prompt.id),
        flags,
        is_active,
      };
    }
    if (!q.name || !q.type_of_prompt) throw new HttpError(422, UNKNOWN_PROMPT);
    return {
      name: q.name,
      type_of_prompt: q.type_of_prompt,
      data_type: promptDataType(q.type_of_prompt, q.data_type),
      custom_prompt: false,
      custom_promptable_id: null,
      ...(q.label ? { label: q.label.trim() } : {}),
      flags,
      is_active,
    };
  });
  const names = questions.map((q) => q.name);
  if (new Set(names).size !== names.length) throw new HttpError(422, DUPLICATE_QUESTION);
  const visible = questions.filter((q) => q.is_active).map((q) => q.name);
  return { questions, visible_questions: visible.join(',') };
}

async function columns(db: DataSource, promotionId: number, input: DefinitionInput) {
  const window = definitionWindow(input);
  const { questions, visible_questions } = await storedQuestions(db, promotionId, input.questions);
  const message = input.message?.trim() ? input.message.trim() : null;
  return [
    input.name.trim(),
    window.days_from_start,
    window.start_date,
    window.end_date,
    message,
    JSON.stringify(questions),
    visible_questions,
  ];
}

export async function createDefinition(
  db: DataSource,
  promotionId: number,
  input: DefinitionInput,
) {
  const values = await columns(db, promotionId, input);
  const { insertId } = await db.query(
    `INSERT INTO evaluation_definitions (promotion_id, name, days_from_start, start_date, end_date,
       message, questions, visible_questions, eval_definitionable_type, eval_definitionable_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'Promotion', ?)`,
    [promotionId, ...values, promotionId],
  );
  return definitionOfPromotion(db, promotionId, Number(insertId));
}

export async function updateDefinition(
  db: DataSource,
  promotionId: number,
  id: number,
  input: DefinitionInput,
) {
  await definitionOfPromotion(db, promotionId, id);
  const values = await columns(db, promotionId, input);
  await db.query(
    `UPDATE evaluation_definitions SET name = ?, days_from_start = ?, start_date = ?, end_date = ?,
       message = ?, questions = ?, visible_questions = ? WHERE promotion_id = ? AND id = ?`,
    [...values, promotionId, id],
  );
  return definitionOfPromotion(db, promotionId, id);
}
