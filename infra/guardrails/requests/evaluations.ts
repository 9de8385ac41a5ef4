import { promotion } from './promotion-read';
import type { RequestTable } from './types';

const definition = (name: string) => ({ name, days_from_start: 3, questions: [] });
const prompt = (label: string) => ({ type_of_prompt: 'TEXTBOX', short_label: label });

/** Evaluations: definitions and prompts (staff), keywords, the participant evaluation, My Stats. */
export const EVALUATION_REQUESTS: RequestTable = {
  'GET /api/promotions/:promotion_id/evaluation_definitions': promotion,
  'GET /api/promotions/:promotion_id/evaluation_definitions/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.evaluations.definitionId },
    }),
  },
  'POST /api/promotions/:promotion_id/evaluation_definitions': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: definition('Guardrail new definition'),
    }),
  },
  'PUT /api/promotions/:promotion_id/evaluation_definitions/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.evaluations.definitionId },
      body: {
        name: 'Guardrail check-in',
        days_from_start: 0,
        questions: [{ custom_promptable_id: shared.evaluations.promptId }],
      },
    }),
  },
  'GET /api/promotions/:promotion_id/custom_prompts': promotion,
  'GET /api/promotions/:promotion_id/custom_prompts/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.evaluations.promptId },
    }),
  },
  'POST /api/promotions/:promotion_id/custom_prompts': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: prompt('Guardrail new prompt'),
    }),
  },
  'PUT /api/promotions/:promotion_id/custom_prompts/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.evaluations.promptId },
      body: { type_of_prompt: 'CHECKBOX', short_label: 'Guardrail prompt' },
    }),
  },
  'DELETE /api/promotions/:promotion_id/custom_prompts/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.deletablePromptId },
    }),
  },
  'GET /api/promotions/:promotion_id/keywords': promotion,
  'GET /api/users/:user_id/keywords': {
    names: true,
    build: ({ own }) => ({ params: { user_id: own.userId } }),
  },
  'GET /api/promotions/:promotion_id/evaluations/pending': promotion,
  'GET /api/promotions/:promotion_id/evaluation_definitions/:id/form': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.evaluations.definitionId },
    }),
  },
  'POST /api/evaluations': {
    names: true,
    build: ({ shared }) => ({
      body: {
        evaluation_definition_id: shared.evaluations.definitionId,
        answers: { [shared.evaluations.questionName]: 1 },
      },
    }),
  },
  'GET /api/users/:user_id/stats': {
    names: true,
    build: ({ own }) => ({ params: { user_id: own.userId } }),
  },
};
