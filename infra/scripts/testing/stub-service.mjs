// The smallest stand-in for a service, for the supervision test (infra/scripts/supervisor.test.ts):
// node:http only, so it starts in a fraction of a second even on a busy machine. It declares
// GET /api/<SERVICE_NAME>/ping in /openapi.json as a Fastify service does, so the real edge
// routes to it, and answers /readyz. EXIT_AFTER_MS > 0: exits with code 3 that long after it
// starts listening (a process that keeps dying).
import { createServer } from 'node:http';

const name = process.env.SERVICE_NAME ?? 'stub';
const port = Number(process.env.PORT ?? 0);
const exitAfterMs = Number(process.env.EXIT_AFTER_MS ?? 0);

const send = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const document = {
  openapi: '3.0.3',
  info: { title: `wellness ${name} service`, version: '1.0.0' },
  paths: { [`/api/${name}/ping`]: { get: { responses: {} } } },
};

const server = createServer((request, response) => {
  if (request.url === '/healthz' || request.url === '/readyz') {
    return send(response, 200, { data: { status: 'ready' }, meta: {} });
  }
  if (request.url === '/openapi.json') return send(response, 200, document);
  if (request.url === `/api/${name}/ping`) {
    return send(response, 200, { data: { service: name, pid: process.pid }, meta: {} });
  }
  return send(response, 404, { errors: [`Route ${request.method} ${request.url} not found`] });
});

server.listen(port, '127.0.0.1', () => {
  if (exitAfterMs > 0) setTimeout(() => process.exit(3), exitAfterMs);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
