/** Activities and their categories: what participants log, and staff administration of them. */
export { createActivity, deleteActivity, updateActivity } from './commands';
export { categoryOf, promotionCategories, serializedActivities } from './queries';
export { MULTIPLIERS, STAFF_ROLES, isStaff } from './rules';
export { serializeActivity, serializeCategory } from './serialize';
