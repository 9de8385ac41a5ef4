import type {
  EvaluationQuestion,
  NewEvaluation,
  RegistrationEvaluation,
} from '../api/registration-api';

/** Spec 3 CustomPrompt: "Checkbox data types: numeric (0,1) or alpha (Y,N)". */
export const checkboxValues = (question: EvaluationQuestion) =>
  question.data_type === 'string' ? { checked: 'Y', unchecked: 'N' } : { checked: 1, unchecked: 0 };

/**
 * What the form sends (services/participant README, "Evaluation at registration"): every
 * checkbox, ticked or not; a dropdown once picked; text once it is more than blanks.
 */
export function evaluationToSend(
  evaluation: RegistrationEvaluation,
  answers: Record<string, string | number>,
): NewEvaluation {
  const sent: Record<string, string | number> = {};
  for (const question of evaluation.questions) {
    const answer = answers[question.name];
    if (question.type_of_prompt === 'CHECKBOX') {
      sent[question.name] = answer ?? checkboxValues(question).unchecked;
    } else if (question.type_of_prompt === 'DROPDOWN') {
      if (answer !== undefined && answer !== '') sent[question.name] = answer;
    } else if (question.type_of_prompt !== 'HEADER' && String(answer ?? '').trim()) {
      sent[question.name] = String(answer).trim();
    }
  }
  return { evaluation_definition_id: evaluation.id, answers: sent };
}
