import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@wellness/shared-ui';
import { buildPromotion, buildUser, mockFetch } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { RemoteDefinition } from '../features/remote-loader/api/fetch-remotes';
import { createPortal } from '../app/portal';

/** The three remotes as the edge lists them. */
export const testRemotes: RemoteDefinition[] = [
  {
    name: 'mfe_participant',
    entry: '/mfe/participant/mf-manifest.json',
    routes: ['/home', '/activities', '/leaderboard'],
  },
  { name: 'mfe_social', entry: '/mfe/social/mf-manifest.json', routes: ['/wall'] },
  { name: 'mfe_admin', entry: '/mfe/admin/mf-manifest.json', routes: ['/promotions'] },
];

/** The header's calls for a participant with no notifications and no messages. */
export const noNotifications: MockRoutes = {
  'GET /api/promotions/2/notifications': {
    body: { data: [], meta: { total_records: 0, unread_count: 0, unseen_count: 0 } },
  },
  'GET /api/conversation_summary': {
    body: {
      data: { conversations: 0, conversation_ids: [], unseen_conversations: 0, unseen_messages: 0 },
      meta: {},
    },
  },
};

/** The 404 page's content category, empty: the page shows its standard message. */
export const noNotFoundContent: MockRoutes = {
  'GET /api/promotions/2/custom_content?category=404&page_size=0&html=true': {
    body: { data: [], meta: { total_records: 0 } },
  },
};

/** A signed-in participant of the demo promotion, unless `api` says otherwise. */
export const signedInApi = (): MockRoutes => ({
  'GET /api/users/me': { body: { data: buildUser(), meta: {} } },
  'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
  ...noNotifications,
});

export interface RenderPortalOptions {
  route: string;
  api?: MockRoutes;
  remotes?: RemoteDefinition[] | null;
}

/** Renders the whole shell (layout, guard, remote loader) on a memory history. */
export function renderPortal({
  route,
  api = signedInApi(),
  remotes = testRemotes,
}: RenderPortalOptions) {
  // Nobody is impersonating unless the test says so (the banner asks on every page), and the
  // 404 page (any path no remote route matches) has no content of its own.
  const fetchMock = mockFetch({
    'GET /api/impersonation': { body: { data: null, meta: {} } },
    ...noNotFoundContent,
    ...api,
  });
  // A store of its own per render (the page's one store is made once per page load).
  const store = makeStore();
  const portal = createPortal({ remotes, store, initialEntries: [route], env: 'test' });
  const user = userEvent.setup();
  return { ...render(portal.element), ...portal, store, fetchMock, user };
}

/** The welcome page's content categories, empty (any category of the demo promotion). */
export const emptyWelcomeContent: MockRoutes = {
  'GET /api/promotions/2/custom_content': { body: { data: [], meta: { total_records: 0 } } },
};
