import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Config } from './config';
import { authPlugin } from './plugins/auth';
import { backendsPlugin } from './plugins/backends';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { idempotencyPlugin } from './plugins/idempotency';
import { limitsPlugin } from './plugins/limits';
import { openapiPlugin } from './plugins/openapi';
import { routePolicyPlugin } from './plugins/route-policy';
import { securityHeadersPlugin } from './plugins/security-headers';
import { tenancyPlugin } from './plugins/tenancy';

export interface PlatformOptions {
  config: Config;
  service: string;
}

/** The kernel every service stands on; register it first in the service's app plugin. */
export const platform = fp<PlatformOptions>(
  async (fastify, { config, service }) => {
    await fastify.register(errorsPlugin);
    await fastify.register(routePolicyPlugin);
    await fastify.register(securityHeadersPlugin);
    await fastify.register(cookie);
    await fastify.register(backendsPlugin, { config });
    await fastify.register(tenancyPlugin, { baseDomain: config.baseDomain });
    await fastify.register(csrfPlugin);
    await fastify.register(authPlugin);
    await fastify.register(limitsPlugin);
    await fastify.register(idempotencyPlugin);
    await fastify.register(healthPlugin);
    await fastify.register(openapiPlugin, { service });
  },
  { name: 'wellness-platform' },
);
