import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BackendUnreachableError } from './backends';
import type { Config } from './config';
import { lazySerializers, lazyValidator } from './lazy-schemas';

/**
 * Trusts exactly the proxies in front (the edge), never further X-Forwarded-For entries a
 * client may have written, so `request.ip` is the address the edge saw. Services are
 * reachable only through the edge, so the hop count alone is enough here.
 */
const trustedProxies = (hops: number) =>
  hops > 0 ? (_address: string, hop: number) => hop < hops : false;

/** A Fastify instance with the options every service shares; register the app plugin on it. */
export function createServer(config: Config) {
  return Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: trustedProxies(config.trustedProxyHops),
    bodyLimit: 1024 * 1024,
    // Start-up work may take longer than Fastify's 10 s default: connecting to the backends on
    // a busy machine, and the participant service's rebuild of every leaderboard from MySQL
    // (about 20 s at a million participants; services/participant README).
    pluginTimeout: 120_000,
    // Response serializers are built at each route's first answer, not at start (lazy-schemas.ts).
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
    // Router and content-type failures happen before the error handler: same envelope.
    frameworkErrors: (error, _request, reply) => {
      // Typed loosely by Fastify before any route schema exists.
      void (reply as FastifyReply).status(400).send({ errors: [frameworkMessage(error.code)] });
    },
  })
    .setValidatorCompiler(({ schema, httpPart }) =>
      lazyValidator(() => (httpPart === 'body' ? bodyValidator : textValidator).compile(schema)),
    )
    .withTypeProvider<TypeBoxTypeProvider>();
}

/**
 * Bodies are JSON and must arrive with the declared types; params, query strings and
 * headers are text and are coerced. Extra fields are refused, never silently dropped.
 */
const ajvOptions = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  strict: false,
} as const;
const bodyValidator = addFormats(new Ajv({ ...ajvOptions, coerceTypes: false }));
const textValidator = addFormats(new Ajv({ ...ajvOptions, coerceTypes: 'array' }));

function frameworkMessage(code: string | undefined): string {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return 'A path parameter is too long.';
  if (code === 'FST_ERR_BAD_URL') return 'The URL is malformed.';
  return 'Invalid request.';
}

/** Starts a built server and closes it gracefully on SIGINT/SIGTERM. */
export async function listen(server: FastifyInstance, config: Config): Promise<void> {
  try {
    await server.ready();
  } catch (error) {
    if (error instanceof BackendUnreachableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const close = async (signal: string) => {
    server.log.info({ signal }, 'closing');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await server.listen({ port: config.port, host: config.host });
}
