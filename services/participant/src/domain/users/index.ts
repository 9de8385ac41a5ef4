/** The signed-in participant: their account as the client sees it, and their flags. */
export { setFlag } from './flags';
export { lockUser, userById } from './queries';
export { boardProfileOf, profileOf, serializeUser } from './serialize';
export { meById, meOf } from './me';
