import { mergeDocuments } from '../../src/routing/merge-documents';

describe('mergeDocuments', () => {
  const merged = mergeDocuments([
    {
      service: 'participant',
      upstream: 'http://127.0.0.1:4101',
      document: {
        openapi: '3.0.3',
        info: { title: 'wellness participant service' },
        paths: { '/api/entries': { get: { summary: 'Entries', tags: ['entries'] } } },
        components: { securitySchemes: { session: { type: 'apiKey' } } },
      },
    },
    {
      service: 'social',
      upstream: 'http://127.0.0.1:4102',
      document: {
        openapi: '3.0.3',
        info: { title: 'wellness social service' },
        paths: { '/api/posts': { get: { summary: 'Posts' }, post: { summary: 'Create' } } },
        components: { securitySchemes: { session: { type: 'apiKey' } } },
      },
    },
  ]);

  it('holds every service path, each operation tagged with its service', () => {
    expect(merged.paths?.['/api/entries']?.get).toEqual({
      summary: 'Entries',
      tags: ['participant', 'entries'],
    });
    expect(merged.paths?.['/api/posts']?.post).toEqual({ summary: 'Create', tags: ['social'] });
  });

  it('lists the services as tags and keeps shared components once', () => {
    expect(merged.tags?.map((tag) => tag.name)).toEqual(['participant', 'social']);
    expect(merged.components?.securitySchemes).toEqual({ session: { type: 'apiKey' } });
    expect(merged.info?.title).toBe('Wellness API');
  });
});
