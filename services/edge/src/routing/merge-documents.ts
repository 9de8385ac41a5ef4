import { OPERATION_METHODS } from './openapi';
import type { OpenApiDocument, ServiceDocument } from './openapi';

const isOperation = (key: string) => (OPERATION_METHODS as readonly string[]).includes(key);

/** Tags each operation with its service so /api/docs groups routes by owner. */
function tagOperations(service: string, item: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => {
      if (!isOperation(key) || typeof value !== 'object' || value === null) return [key, value];
      const tags = (value as { tags?: string[] }).tags ?? [];
      return [key, { ...value, tags: [service, ...tags.filter((tag) => tag !== service)] }];
    }),
  );
}

/** The one OpenAPI document of the whole API, served at /api/docs. */
export function mergeDocuments(documents: readonly ServiceDocument[]): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Record<string, Record<string, unknown>> = {};
  for (const { service, document } of documents) {
    for (const [template, item] of Object.entries(document.paths ?? {})) {
      paths[template] = { ...paths[template], ...tagOperations(service, item ?? {}) };
    }
    // Shared components (the session security scheme) are declared alike by every service.
    for (const [kind, entries] of Object.entries(document.components ?? {})) {
      components[kind] = { ...entries, ...components[kind] };
    }
  }
  return {
    openapi: documents[0]?.document.openapi ?? '3.0.3',
    info: {
      title: 'Wellness API',
      version: '1.0.0',
      description: 'Every service behind the edge; operations are tagged with their service.',
    },
    tags: documents.map(({ service, document }) => ({
      name: service,
      description: document.info?.title ?? service,
    })),
    paths,
    components,
  };
}
