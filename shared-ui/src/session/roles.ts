import type { Role } from './types';

const DASHBOARD_ONLY: readonly Role[] = ['Master', 'Reseller', 'Super Coordinator'];
const COORDINATORS: readonly Role[] = [
  'Coordinator',
  'Location Coordinator',
  'Regional Coordinator',
  'Super Coordinator',
];

/** Master, Reseller and Super Coordinator use the dashboard only, never the participant screens. */
export function isDashboardOnly(role: Role): boolean {
  return DASHBOARD_ONLY.includes(role);
}

/** Roles that use the participant screens (logging, leaderboard, wall). */
export function isParticipant(role: Role): boolean {
  return !isDashboardOnly(role) && role !== 'Poster';
}

/** Poster users are sent to the expert area instead of home. */
export function isPoster(role: Role): boolean {
  return role === 'Poster';
}

export function isMaster(role: Role): boolean {
  return role === 'Master';
}

/** Coordinator and above (used for moderation rights shown in the UI; the server decides). */
export function isCoordinatorOrAbove(role: Role): boolean {
  return COORDINATORS.includes(role) || role === 'Master';
}
