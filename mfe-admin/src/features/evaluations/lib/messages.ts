/** Spec 3 s8 messages of the evaluation screens. */
export const SAVE_EVALUATION_FAILED = 'Could not save Evaluation';
export const DEFINITION_NOT_FOUND = 'Evaluation Definition could not be found';
export const PROMPT_NOT_FOUND = 'CustomPrompt could not be found';
export const NO_EVALUATIONS = 'No Evaluations Found.';
/** Spec 3 EvaluationDefinition: "Initial Assessment" is shown as Registration. */
export const INITIAL_ASSESSMENT = 'Initial Assessment';
