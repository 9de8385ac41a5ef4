/** Evaluation definitions and custom prompts (spec 3 "Evaluations"), and keywords (spec 3 s3). */
export {
  CUSTOM_PROMPT_NOT_FOUND,
  DROPDOWN_NEEDS_OPTIONS,
  createPrompt,
  deletePrompt,
  optionLines,
  promptOfPromotion,
  promptsOfPromotion,
  updatePrompt,
} from './custom-prompts';
export type { AdminCustomPrompt, CustomPromptInput } from './custom-prompts';
export {
  DATES_REVERSED,
  DEFINITION_NOT_FOUND,
  DUPLICATE_QUESTION,
  REGISTRATION_TITLE,
  UNKNOWN_PROMPT,
  WHEN_REQUIRED,
  createDefinition,
  definitionOfPromotion,
  definitionWindow,
  definitionsOfPromotion,
  updateDefinition,
} from './definitions';
export type { AdminDefinition, DefinitionInput } from './definitions';
export { KEYWORDS_NOT_FOUND, promotionKeywords, userKeywords } from './keywords';
