import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@wellness/shared-ui';

interface DashboardState {
  /** The promotion a super user picked; null until they pick (their own promotion). */
  promotionId: number | null;
}

const initialState: DashboardState = { promotionId: null };

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    promotionPicked(state, action: PayloadAction<number>) {
      state.promotionId = action.payload;
    },
  },
  selectors: {
    selectPickedPromotionId: (state) => state.promotionId,
  },
});

declare module '@wellness/shared-ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the shared root state learns of this lazily injected slice
  interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

/** Injected when the dashboard's code first loads: the shell's store knows nothing of it. */
const injected = dashboardSlice.injectInto(rootReducer);

export const { promotionPicked } = dashboardSlice.actions;
export const { selectPickedPromotionId } = injected.selectors;
