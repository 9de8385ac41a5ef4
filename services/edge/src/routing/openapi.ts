/** The parts of an OpenAPI 3 document the edge reads; everything else passes through. */
export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: Array<{ name: string; description?: string }>;
  [key: string]: unknown;
}

export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

/** A service's route declarations, as read from its GET /openapi.json. */
export interface ServiceDocument {
  service: string;
  /** The replica the document was read from. */
  upstream: string;
  document: OpenApiDocument;
}

/** OpenAPI path templates to router paths: `/entries/{recorded_on}` -> `/entries/:recorded_on`. */
export const toRouterPath = (template: string) =>
  template.replace(/\{\*\}/g, '*').replace(/\{([^}/]+)\}/g, ':$1');
