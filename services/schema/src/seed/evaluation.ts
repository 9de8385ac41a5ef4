import type { EntityManager } from 'typeorm';
import {
  CustomPrompt,
  EvaluationDefinition,
  INITIAL_ASSESSMENT,
  promptDataType,
} from '../entities';
import type { EvaluationQuestion, PromptDataType, PromptType } from '../entities';

interface SeedPrompt {
  type_of_prompt: PromptType;
  short_label: string;
  data_type?: PromptDataType;
  options?: string[];
  /** false: profile-only, never asked in an evaluation (spec 3 s5). */
  custom_prompt_evaluation?: boolean;
}

/**
 * The demo's Initial Assessment, asked on the registration form: a heading, two dropdowns, a
 * checkbox, a text box and a text area, plus one profile-only prompt that the form never shows.
 */
export const DEMO_ASSESSMENT_PROMPTS: SeedPrompt[] = [
  { type_of_prompt: 'HEADER', short_label: 'Your habits today' },
  {
    type_of_prompt: 'DROPDOWN',
    short_label: 'On how many days a week are you active for 30 minutes or more?',
    options: ['None', '1 to 2 days', '3 to 4 days', '5 or more days'],
  },
  {
    type_of_prompt: 'DROPDOWN',
    short_label: 'How many servings of fruit and vegetables do you eat on a typical day?',
    options: ['0 to 1', '2 to 3', '4 to 5', '6 or more'],
  },
  {
    type_of_prompt: 'CHECKBOX',
    short_label: 'I usually sleep seven hours or more a night.',
  },
  { type_of_prompt: 'TEXTBOX', short_label: 'What is one healthy habit you would like to build?' },
  {
    type_of_prompt: 'TEXTAREA',
    short_label: 'Is there anything that makes being active difficult for you?',
  },
  {
    type_of_prompt: 'TEXTBOX',
    short_label: 'Your favourite way to stay active',
    custom_prompt_evaluation: false,
  },
];

export const DEMO_ASSESSMENT_MESSAGE =
  'A few questions about your habits today. Your answers are optional and help you see how far you come.';

/** Seeds the promotion's custom prompts and an Initial Assessment that asks them. */
export async function seedInitialAssessment(manager: EntityManager, promotionId: number) {
  const prompts = await manager.save(
    CustomPrompt,
    DEMO_ASSESSMENT_PROMPTS.map((prompt) => ({
      promotion_id: promotionId,
      type_of_prompt: prompt.type_of_prompt,
      data_type: promptDataType(prompt.type_of_prompt, prompt.data_type),
      short_label: prompt.short_label,
      options: prompt.options ? prompt.options.join('\n') : null,
      custom_prompt_evaluation: prompt.custom_prompt_evaluation ?? true,
    })),
  );
  const questions: EvaluationQuestion[] = prompts.map((prompt) => ({
    name: `CustomPrompt_${prompt.id}`,
    type_of_prompt: prompt.type_of_prompt,
    data_type: prompt.data_type,
    custom_prompt: true,
    custom_promptable_id: prompt.id,
    flags: { is_visible_in_profile: !prompt.custom_prompt_evaluation },
    is_active: true,
  }));
  await manager.save(EvaluationDefinition, {
    promotion_id: promotionId,
    name: INITIAL_ASSESSMENT,
    days_from_start: 0,
    message: DEMO_ASSESSMENT_MESSAGE,
    questions: JSON.stringify(questions),
    visible_questions: questions.map((question) => question.name).join(','),
    eval_definitionable_type: 'Promotion',
    eval_definitionable_id: promotionId,
  });
  await seedHalfwayCheckIn(manager, promotionId, questions);
}

export const HALFWAY_CHECK_IN = 'Halfway Check-in';
/** The demo's programme evaluation opens on day 28 of its 8 weeks (spec 3 days_from_start). */
export const HALFWAY_DAY = 28;

/**
 * The demo's programme evaluation: halfway through, the same habit questions as at
 * registration (the two dropdowns and the checkbox), so a report compares them.
 */
async function seedHalfwayCheckIn(
  manager: EntityManager,
  promotionId: number,
  assessment: EvaluationQuestion[],
) {
  const asked = assessment.filter((question) =>
    ['DROPDOWN', 'CHECKBOX'].includes(question.type_of_prompt),
  );
  await manager.save(EvaluationDefinition, {
    promotion_id: promotionId,
    name: HALFWAY_CHECK_IN,
    days_from_start: HALFWAY_DAY,
    message: 'Halfway there! Tell us how your habits have changed since you registered.',
    questions: JSON.stringify(asked),
    visible_questions: asked.map((question) => question.name).join(','),
    eval_definitionable_type: 'Promotion',
    eval_definitionable_id: promotionId,
  });
}
