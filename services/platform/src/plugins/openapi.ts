import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/**
 * Each service describes its routes in OpenAPI at GET /openapi.json (internal). The edge reads
 * these documents to build its routing table and merges them at /api/docs.
 */
export const openapiPlugin = fp<{ service: string }>(
  async (fastify, { service }) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: `wellness ${service} service`, version: '1.0.0' },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wellness_session' } },
        },
      },
    });
    fastify.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'wellness-openapi' },
);
