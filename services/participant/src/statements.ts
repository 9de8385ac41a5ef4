/**
 * The plain SQL GET /users/me sends, for the bench's floor (infra/bench/api-floor), which must
 * send the same statements the handler does: imported, not copied, so the two cannot drift.
 */
export { ME_SQL } from './domain/users/me';
export { SURVEY_ROUNDS_SQL } from './domain/surveys';
export { ACTIVE_EVALUATIONS_SQL, COMPLETED_EVALUATIONS_SQL } from './domain/evaluations/status';
