/** Evaluations (spec 3): the definitions a form asks, checking and storing answers, a user's status. */
export { REGISTRATION_TITLE, askedQuestions, registrationEvaluation } from './definitions';
export type { AskedEvaluation, AskedQuestion } from './definitions';
export {
  NOT_THIS_EVALUATION,
  TEXTBOX_MAX_LENGTH,
  answerTooLong,
  checkedAnswers,
  insertEvaluation,
  notAnOption,
  unknownQuestion,
  wrongAnswerType,
} from './answers';
export type { Answer, Answers } from './answers';
export { evaluationStatus } from './status';
export {
  ALREADY_COMPLETED,
  DEFINITION_NOT_FOUND,
  NOT_OPEN,
  askedEvaluation,
  pendingEvaluationId,
  submitEvaluation,
} from './program';
