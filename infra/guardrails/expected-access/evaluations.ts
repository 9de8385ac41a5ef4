import { PARTICIPANT_ROLES, STAFF } from './roles';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * Evaluations (spec 3). Spec 3 s1: the administration "lets staff ... define evaluations and
 * custom prompts"; on the promotions they manage, as the other admin screens (services/admin
 * README "Evaluations and custom prompts"). Spec 3 s1 "Participants: ... answer evaluations
 * and surveys"; s6 "Participants: survey, feedback".
 */
const EVALUATION_ADMIN: ExpectedAccess = { allow: STAFF, scope: 'managed' };

export const EVALUATION_ACCESS: AccessTable = {
  // Spec 3 s7 "/evaluation_definitions (index by promotion_id, show by id, POST create ...)".
  'GET /api/promotions/:promotion_id/evaluation_definitions': EVALUATION_ADMIN,
  'GET /api/promotions/:promotion_id/evaluation_definitions/:id': EVALUATION_ADMIN,
  'POST /api/promotions/:promotion_id/evaluation_definitions': EVALUATION_ADMIN,
  'PUT /api/promotions/:promotion_id/evaluation_definitions/:id': EVALUATION_ADMIN,
  // Spec 3 s7 "GET/POST /promotions/{promotion_id}/custom_prompts(/{id})".
  'GET /api/promotions/:promotion_id/custom_prompts': EVALUATION_ADMIN,
  'GET /api/promotions/:promotion_id/custom_prompts/:id': EVALUATION_ADMIN,
  'POST /api/promotions/:promotion_id/custom_prompts': EVALUATION_ADMIN,
  'PUT /api/promotions/:promotion_id/custom_prompts/:id': EVALUATION_ADMIN,
  'DELETE /api/promotions/:promotion_id/custom_prompts/:id': EVALUATION_ADMIN,
  // Spec 3 s7 "GET /{type}/{id}/keywords (type promotions or users)": a promotion's for its
  // staff; a user's for the user (and staff of their promotion: services/admin README).
  'GET /api/promotions/:promotion_id/keywords': EVALUATION_ADMIN,
  'GET /api/users/:user_id/keywords': { allow: 'signed-in', scope: 'own' },
  // Spec 3 s2 "Participant evaluation at evaluation/{definitionId}, or home when none is
  // pending"; s4 "a user completes the first active definition not yet completed".
  'GET /api/promotions/:promotion_id/evaluations/pending': { allow: 'signed-in', scope: 'own' },
  'GET /api/promotions/:promotion_id/evaluation_definitions/:id/form': {
    allow: 'signed-in',
    scope: 'promotion',
  },
  // Spec 3 s7 "POST /evaluations with evaluation_definition_id"; s1 participants answer them.
  'POST /api/evaluations': { allow: PARTICIPANT_ROLES, scope: 'own' },
  // Spec 3 s7 "user stats via user id": My Stats, the user's own.
  'GET /api/users/:user_id/stats': { allow: 'signed-in', scope: 'own' },
};
