/** Likes of posts and comments (spec 2 s4's like toggle). */
export { ALREADY_LIKED, createLike, deleteLike } from './commands';
