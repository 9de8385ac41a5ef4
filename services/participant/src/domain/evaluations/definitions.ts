import type { DataSource, EntityManager } from 'typeorm';
import { INITIAL_ASSESSMENT, promptDataType } from '@wellness/schema';
import type { EvaluationQuestion, PromptDataType, PromptType } from '@wellness/schema';

/** Spec 3 EvaluationDefinition: "Initial Assessment" is shown as Registration. */
export const REGISTRATION_TITLE = 'Registration';

/** A question as a form asks it: its label, type, data type and (dropdowns) options. */
export interface AskedQuestion {
  name: string;
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  label: string;
  options: string[];
}

export interface AskedEvaluation {
  id: number;
  name: string;
  /** What the screen calls it: Registration for the Initial Assessment. */
  title: string;
  message: string | null;
  questions: AskedQuestion[];
}

interface DefinitionRow {
  id: number;
  name: string;
  message: string | null;
  questions: string;
  visible_questions: string | null;
}

interface PromptRow {
  id: number;
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  short_label: string;
  options: string | null;
  custom_prompt_evaluation: number | boolean;
  is_deleted: number | boolean;
}

const lines = (text: string | null) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A built-in question's label when it names none: `sleep_hours` reads "Sleep hours". */
const labelOfName = (name: string) => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const parsedQuestions = (json: string): EvaluationQuestion[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as EvaluationQuestion[]) : [];
  } catch {
    return [];
  }
};

/**
 * The questions a definition asks, in its order (services/participant README, "Evaluation at
 * registration"): active ones named in `visible_questions` (every active one when that is null);
 * a custom question only while its prompt is the promotion's, not deleted, and not profile-only
 * (`custom_prompt_evaluation` off: spec 3 s5 "profile-only custom prompts show only in the
 * profile"). Custom questions take label, type, data type and options from their prompt.
 */
export async function askedQuestions(
  db: DataSource | EntityManager,
  promotionId: number,
  definition: Pick<DefinitionRow, 'questions' | 'visible_questions'>,
): Promise<AskedQuestion[]> {
  const visible =
    definition.visible_questions === null
      ? null
      : new Set(definition.visible_questions.split(',').map((name) => name.trim()));
  const questions = parsedQuestions(definition.questions).filter(
    (question) => question.is_active && (!visible || visible.has(question.name)),
  );
  const promptIds = questions
    .filter((question) => question.custom_prompt && question.custom_promptable_id)
    .map((question) => Number(question.custom_promptable_id));
  const prompts: PromptRow[] = promptIds.length
    ? await db.query(
        `SELECT id, type_of_prompt, data_type, short_label, options, custom_prompt_evaluation,
           is_deleted FROM custom_prompts WHERE promotion_id = ? AND id IN (?)`,
        [promotionId, promptIds],
      )
    : [];
  const promptById = new Map(prompts.map((prompt) => [Number(prompt.id), prompt]));
  const asked: AskedQuestion[] = [];
  for (const question of questions) {
    if (!question.custom_prompt) {
      asked.push({
        name: question.name,
        type_of_prompt: question.type_of_prompt,
        data_type: promptDataType(question.type_of_prompt, question.data_type),
        label: question.label ?? labelOfName(question.name),
        options: [],
      });
      continue;
    }
    const prompt = promptById.get(Number(question.custom_promptable_id));
    if (!prompt || Boolean(prompt.is_deleted) || !prompt.custom_prompt_evaluation) continue;
    asked.push({
      name: question.name,
      type_of_prompt: prompt.type_of_prompt,
      data_type: promptDataType(prompt.type_of_prompt, prompt.data_type),
      label: prompt.short_label,
      options: prompt.type_of_prompt === 'DROPDOWN' ? lines(prompt.options) : [],
    });
  }
  return asked;
}

/** The promotion's Initial Assessment as the registration form asks it, or null without one. */
export async function registrationEvaluation(
  db: DataSource | EntityManager,
  promotionId: number,
): Promise<AskedEvaluation | null> {
  const [definition]: DefinitionRow[] = await db.query(
    `SELECT id, name, message, questions, visible_questions FROM evaluation_definitions
     WHERE promotion_id = ? AND name = ? ORDER BY id LIMIT 1`,
    [promotionId, INITIAL_ASSESSMENT],
  );
  if (!definition) return null;
  return {
    id: Number(definition.id),
    name: definition.name,
    title: REGISTRATION_TITLE,
    message: definition.message,
    questions: await askedQuestions(db, promotionId, definition),
  };
}
