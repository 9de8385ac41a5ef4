import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** Set when a call answered 401: the shell sends the user to welcome with these messages. */
  expired: { errors: string[] } | null;
}

const initialState: SessionState = { expired: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionExpired(state, action: PayloadAction<{ errors: string[] }>) {
      state.expired = action.payload;
    },
    sessionRestored(state) {
      state.expired = null;
    },
  },
  selectors: {
    selectSessionExpired: (state) => state.expired,
  },
});

export const { sessionExpired, sessionRestored } = sessionSlice.actions;
export const { selectSessionExpired } = sessionSlice.selectors;
