/** Follows: a participant following another of the same promotion (spec 2 s3). */
export { createFollow, deleteFollow } from './commands';
export { findFollow, listFollows } from './queries';
