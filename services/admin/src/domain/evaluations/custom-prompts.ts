import type { DataSource } from 'typeorm';
import { HttpError } from '@wellness/platform';
import { promptDataType } from '@wellness/schema';
import type { PromptDataType, PromptType } from '@wellness/schema';

/** Spec 3 s8 loader message, also the server's 404 for a prompt the promotion does not have. */
export const CUSTOM_PROMPT_NOT_FOUND = 'CustomPrompt could not be found';
/** Our messages (services/admin README "Evaluations and custom prompts"). */
export const DROPDOWN_NEEDS_OPTIONS = 'A dropdown needs at least one option.';

export interface CustomPromptInput {
  type_of_prompt: PromptType;
  data_type?: PromptDataType;
  short_label: string;
  options?: string | null;
  custom_prompt_evaluation?: boolean;
}

interface PromptRow {
  id: number;
  promotion_id: number;
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  short_label: string;
  options: string | null;
  custom_prompt_evaluation: number | boolean;
  is_deleted: number | boolean;
}

/** A dropdown's choices: one per line, trimmed, blank lines and repeats dropped. */
export const optionLines = (text: string | null | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

export const serializePrompt = (row: PromptRow) => ({
  id: Number(row.id),
  promotion_id: Number(row.promotion_id),
  type_of_prompt: row.type_of_prompt,
  data_type: row.data_type,
  short_label: row.short_label,
  options: row.type_of_prompt === 'DROPDOWN' ? optionLines(row.options) : [],
  custom_prompt_evaluation: Boolean(row.custom_prompt_evaluation),
  /** Profile-only: never asked in an evaluation (spec 3 s5). */
  profile_only: !row.custom_prompt_evaluation,
  is_deleted: Boolean(row.is_deleted),
});
export type AdminCustomPrompt = ReturnType<typeof serializePrompt>;

const SELECT = `SELECT id, promotion_id, type_of_prompt, data_type, short_label, options,
  custom_prompt_evaluation, is_deleted FROM custom_prompts`;

/** The promotion's prompts (deleted ones are kept for stored answers but not listed). */
export async function promptsOfPromotion(db: DataSource, promotionId: number) {
  const rows: PromptRow[] = await db.query(
    `${SELECT} WHERE promotion_id = ? AND is_deleted = FALSE ORDER BY id`,
    [promotionId],
  );
  return rows.map(serializePrompt);
}

export async function promptOfPromotion(db: DataSource, promotionId: number, id: number) {
  const [row]: PromptRow[] = await db.query(
    `${SELECT} WHERE promotion_id = ? AND id = ? AND is_deleted = FALSE`,
    [promotionId, id],
  );
  if (!row) throw new HttpError(404, CUSTOM_PROMPT_NOT_FOUND);
  return serializePrompt(row);
}

/**
 * The stored columns of a prompt (spec 3 s4 "Custom prompt data type is forced by type"): the
 * type decides the data type (a checkbox is numeric 0/1 unless alpha Y/N is asked); only a
 * dropdown keeps options, and it needs one.
 */
function promptColumns(input: CustomPromptInput) {
  const options = optionLines(input.options);
  if (input.type_of_prompt === 'DROPDOWN' && options.length === 0) {
    throw new HttpError(422, DROPDOWN_NEEDS_OPTIONS);
  }
  return {
    type_of_prompt: input.type_of_prompt,
    data_type: promptDataType(input.type_of_prompt, input.data_type),
    short_label: input.short_label.trim(),
    options: input.type_of_prompt === 'DROPDOWN' ? options.join('\n') : null,
    custom_prompt_evaluation: input.custom_prompt_evaluation ?? true,
  };
}

export async function createPrompt(db: DataSource, promotionId: number, input: CustomPromptInput) {
  const c = promptColumns(input);
  const { insertId } = await db.query(
    `INSERT INTO custom_prompts (promotion_id, type_of_prompt, data_type, short_label, options,
       custom_prompt_evaluation) VALUES (?, ?, ?, ?, ?, ?)`,
    [
      promotionId,
      c.type_of_prompt,
      c.data_type,
      c.short_label,
      c.options,
      c.custom_prompt_evaluation,
    ],
  );
  return promptOfPromotion(db, promotionId, Number(insertId));
}

export async function updatePrompt(
  db: DataSource,
  promotionId: number,
  id: number,
  input: CustomPromptInput,
) {
  const c = promptColumns(input);
  const { affectedRows } = await db.query(
    `UPDATE custom_prompts SET type_of_prompt = ?, data_type = ?, short_label = ?, options = ?,
       custom_prompt_evaluation = ? WHERE promotion_id = ? AND id = ? AND is_deleted = FALSE`,
    [
      c.type_of_prompt,
      c.data_type,
      c.short_label,
      c.options,
      c.custom_prompt_evaluation,
      promotionId,
      id,
    ],
  );
  if (!affectedRows) throw new HttpError(404, CUSTOM_PROMPT_NOT_FOUND);
  return promptOfPromotion(db, promotionId, id);
}

/** Marks the prompt deleted: stored answers keep their meaning; evaluations stop asking it. */
export async function deletePrompt(db: DataSource, promotionId: number, id: number) {
  const { affectedRows } = await db.query(
    'UPDATE custom_prompts SET is_deleted = TRUE WHERE promotion_id = ? AND id = ? AND is_deleted = FALSE',
    [promotionId, id],
  );
  if (!affectedRows) throw new HttpError(404, CUSTOM_PROMPT_NOT_FOUND);
  return { id, is_deleted: true };
}
