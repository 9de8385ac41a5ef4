import type { DataSource } from 'typeorm';
import { HttpError } from '@wellness/platform';
import { checkPromptAnswer, promptDataType, unknownQuestion } from '@wellness/schema';
import type {
  AnsweredQuestion,
  EvaluationQuestion,
  PromptAnswer,
  PromptDataType,
  PromptType,
} from '@wellness/schema';

/** A profile prompt as the settings page shows it, with the user's answer (null: none). */
export interface ProfilePrompt extends AnsweredQuestion {
  id: number;
  answer: PromptAnswer | null;
}

interface PromptRow {
  id: number;
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  short_label: string;
  options: string | null;
  custom_prompt_evaluation: number | boolean;
}

/** Spec 3 s3: an evaluation asks a custom prompt under the name `CustomPrompt_{id}`. */
export const promptName = (id: number) => `CustomPrompt_${id}`;

const lines = (text: string | null) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The prompts a definition of the promotion flags `is_visible_in_profile`. */
async function flaggedForProfile(db: DataSource, promotionId: number): Promise<Set<number>> {
  const rows: Array<{ questions: string }> = await db.query(
    'SELECT questions FROM evaluation_definitions WHERE promotion_id = ?',
    [promotionId],
  );
  const ids = new Set<number>();
  for (const row of rows) {
    let questions: EvaluationQuestion[] = [];
    try {
      const parsed: unknown = JSON.parse(row.questions);
      if (Array.isArray(parsed)) questions = parsed as EvaluationQuestion[];
    } catch {
      continue;
    }
    for (const question of questions) {
      if (question.custom_prompt && question.flags?.is_visible_in_profile) {
        ids.add(Number(question.custom_promptable_id));
      }
    }
  }
  return ids;
}

/** The user's custom fields (`users.udfs`, a JSON object); {} when none or unreadable. */
function udfsOf(text: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The profile prompts of the user's promotion (services/admin README "Profile prompts"): its
 * custom prompts, not deleted, that are profile-only (`custom_prompt_evaluation` off, spec 3 s5)
 * or that an evaluation definition flags `is_visible_in_profile`, in the order they were made,
 * each with the user's answer from their custom fields under `CustomPrompt_{id}`.
 */
export async function profilePrompts(
  db: DataSource,
  user: { id: number; promotion_id: number },
): Promise<ProfilePrompt[]> {
  const flagged = await flaggedForProfile(db, user.promotion_id);
  const prompts: PromptRow[] = await db.query(
    `SELECT id, type_of_prompt, data_type, short_label, options, custom_prompt_evaluation
       FROM custom_prompts WHERE promotion_id = ? AND is_deleted = 0 ORDER BY id`,
    [user.promotion_id],
  );
  const [row]: Array<{ udfs: string | null }> = await db.query(
    'SELECT udfs FROM users WHERE id = ?',
    [user.id],
  );
  const udfs = udfsOf(row?.udfs ?? null);
  return prompts
    .filter((prompt) => !Number(prompt.custom_prompt_evaluation) || flagged.has(Number(prompt.id)))
    .map((prompt) => {
      const name = promptName(Number(prompt.id));
      const answer = udfs[name];
      return {
        id: Number(prompt.id),
        name,
        type_of_prompt: prompt.type_of_prompt,
        data_type: promptDataType(prompt.type_of_prompt, prompt.data_type),
        label: prompt.short_label,
        options: prompt.type_of_prompt === 'DROPDOWN' ? lines(prompt.options) : [],
        answer: typeof answer === 'string' || typeof answer === 'number' ? answer : null,
      };
    });
}

/**
 * Saves answers to the user's profile prompts: each must name one of them (not a heading) and
 * fit its type and data type (the one rule of @wellness/schema `checkPromptAnswer`), else 422
 * and nothing is saved; null or blank text removes an answer; prompts not sent keep theirs.
 * The user's row is locked while its custom fields are merged, so SSO extras stored there and
 * a concurrent save are kept.
 */
export async function saveProfileAnswers(
  db: DataSource,
  user: { id: number; promotion_id: number },
  answers: Record<string, PromptAnswer | null>,
): Promise<ProfilePrompt[]> {
  const prompts = new Map(
    (await profilePrompts(db, user))
      .filter((prompt) => prompt.type_of_prompt !== 'HEADER')
      .map((prompt) => [prompt.name, prompt]),
  );
  const changes: Record<string, PromptAnswer | null> = {};
  for (const [name, value] of Object.entries(answers)) {
    const prompt = prompts.get(name);
    if (!prompt) throw new HttpError(422, unknownQuestion(name));
    if (value === null) {
      changes[name] = null;
      continue;
    }
    const checked = checkPromptAnswer(prompt, value);
    if ('error' in checked) throw new HttpError(422, checked.error);
    changes[name] = checked.value;
  }
  await db.transaction(async (manager) => {
    const [row]: Array<{ udfs: string | null }> = await manager.query(
      'SELECT udfs FROM users WHERE id = ? FOR UPDATE',
      [user.id],
    );
    const udfs = udfsOf(row?.udfs ?? null);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) delete udfs[name];
      else udfs[name] = value;
    }
    await manager.query('UPDATE users SET udfs = ? WHERE id = ?', [JSON.stringify(udfs), user.id]);
  });
  return profilePrompts(db, user);
}
