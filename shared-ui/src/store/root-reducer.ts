import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';

/** Slices that remotes inject at run time with `slice.injectInto(rootReducer)`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by remotes through declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  sessionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
