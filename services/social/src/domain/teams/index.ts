/** Teams (spec 2 s3 Team, Team member, Team invite; services/social README "Teams"). */
export * from './commands';
export { withLockedTeam } from './context';
export type { TeamDeps } from './context';
export * from './invite-queries';
export * from './invites';
export * from './messages';
export * from './notify';
export * from './queries';
export { isStaff } from './rules';
export type { Caller } from './rules';
