// Test helpers for every front-end workspace: import from '@wellness/shared-ui/testing'.
export { renderWithProviders } from './render-with-providers';
export type { RenderWithProvidersOptions } from './render-with-providers';
export { mockFetch } from './fetch-mock';
export type { MockResponse, MockRoutes } from './fetch-mock';
export { watchFullNavigations } from './full-navigations';
export { buildCompetition, buildContentItem, buildUser, buildPromotion } from './builders';
export type { PromotionOverrides } from './builders';
export { emitRealtimeEvent } from '../realtime/event-bus';
export { startFakeClock } from './fake-clock';
export { holdRequests } from './hold-requests';
export { requestsTo, sentRequests } from './sent-requests';
