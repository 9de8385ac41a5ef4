import { buildRouteTable, RouteConflictError } from '../../src/routing/route-table';
import type { ServiceDocument } from '../../src/routing/openapi';

const document = (service: string, paths: Record<string, string[]>): ServiceDocument => ({
  service,
  upstream: `http://${service}.internal:4100`,
  document: {
    openapi: '3.0.3',
    paths: Object.fromEntries(
      Object.entries(paths).map(([template, methods]) => [
        template,
        Object.fromEntries(methods.map((method) => [method, { responses: {} }])),
      ]),
    ),
  },
});

const participant = document('participant', {
  '/api/entries': ['get'],
  '/api/entries/{recorded_on}/entry_activities': ['post'],
  '/api/entries/{recorded_on}/entry_activities/{activity_id}': ['delete'],
  '/api/users/me': ['get'],
  '/api/promotions/{promotion_id}/leaderboard': ['get'],
});
const social = document('social', {
  '/api/posts': ['get', 'post'],
  '/api/users/{user_id}/friends': ['get'],
});
const admin = document('admin', { '/api/promotions': ['get'], '/api/users/{id}': ['get'] });

describe('buildRouteTable', () => {
  const table = buildRouteTable([participant, social, admin]);

  it('sends each declared method and path to the service that declared it', () => {
    expect(table.find('GET', '/api/entries')?.service).toBe('participant');
    expect(table.find('POST', '/api/posts')).toEqual({
      service: 'social',
      upstream: 'http://social.internal:4100',
    });
    expect(table.find('GET', '/api/promotions')?.service).toBe('admin');
  });

  it('matches OpenAPI path parameters', () => {
    expect(table.find('POST', '/api/entries/2026-03-02/entry_activities')?.service).toBe(
      'participant',
    );
    expect(table.find('DELETE', '/api/entries/2026-03-02/entry_activities/17')?.service).toBe(
      'participant',
    );
    expect(table.find('GET', '/api/promotions/2/leaderboard')?.service).toBe('participant');
  });

  it('prefers a static segment over a parameter, as the services own routers do', () => {
    expect(table.find('GET', '/api/users/me')?.service).toBe('participant');
    expect(table.find('GET', '/api/users/12')?.service).toBe('admin');
    expect(table.find('GET', '/api/users/12/friends')?.service).toBe('social');
  });

  it('finds nothing for an undeclared method or path', () => {
    expect(table.find('DELETE', '/api/posts')).toBeNull();
    expect(table.find('GET', '/api/nothing-here')).toBeNull();
  });

  it('answers HEAD where a GET is declared', () => {
    expect(table.find('HEAD', '/api/entries')?.service).toBe('participant');
  });

  it('lists every route with its owner', () => {
    expect(table.routes).toContainEqual({ method: 'POST', path: '/api/posts', service: 'social' });
    expect(table.routes).toHaveLength(10);
  });

  it('ignores routes outside /api (internal endpoints)', () => {
    const internal = buildRouteTable([document('participant', { '/openapi.json': ['get'] })]);
    expect(internal.find('GET', '/openapi.json')).toBeNull();
  });

  it('refuses two services declaring the same method and path, naming both', () => {
    const clash = document('social', { '/api/entries': ['get'] });
    expect(() => buildRouteTable([participant, clash])).toThrow(RouteConflictError);
    expect(() => buildRouteTable([participant, clash])).toThrow(
      'Route GET /api/entries is declared by both participant and social',
    );
  });

  it('treats templates that differ only in parameter names as the same route', () => {
    const clash = document('admin', { '/api/promotions/{id}/leaderboard': ['get'] });
    expect(() => buildRouteTable([participant, clash])).toThrow(
      'Route GET /api/promotions/{id}/leaderboard is declared by both participant and admin',
    );
  });

  it('lets two services share a path with different methods', () => {
    const reader = document('participant', { '/api/tips': ['get'] });
    const writer = document('admin', { '/api/tips': ['post'] });
    const shared = buildRouteTable([reader, writer]);
    expect(shared.find('GET', '/api/tips')?.service).toBe('participant');
    expect(shared.find('POST', '/api/tips')?.service).toBe('admin');
  });

  it("refuses a service declaring one of the edge's own routes", () => {
    const docs = document('admin', { '/api/docs': ['get'] });
    expect(() => buildRouteTable([docs], [{ method: 'GET', path: '/api/docs' }])).toThrow(
      'Route GET /api/docs is declared by both the edge and admin',
    );
  });
});
