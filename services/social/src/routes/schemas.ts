/** Schemas more than one resource answers with: a gallery post is a wall post with its art. */
export { PostSchema } from './posts/schemas';
