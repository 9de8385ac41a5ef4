import { makeStore, sessionApi } from '@wellness/shared-ui';
import type { AppStore } from '@wellness/shared-ui';

let store: AppStore | null = null;

/**
 * The page's one Redux store, made when a part that needs it first loads (the signed-in
 * frame, a welcome form): a signed-out visit to /welcome never loads Redux (issue 18).
 */
export function appStore(): AppStore {
  if (store) return store;
  store = makeStore();
  // Every page of the frame shows who is signed in to which promotion: asked for at once.
  void store.dispatch(sessionApi.util.prefetch('getMe', undefined, {}));
  void store.dispatch(sessionApi.util.prefetch('getCurrentPromotion', undefined, {}));
  return store;
}
