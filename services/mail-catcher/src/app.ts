import type { FastifyPluginAsync } from 'fastify';
import { renderPage } from './page';
import type { MessageStore } from './store';

/** The web side: the page of caught mail and the JSON API tests read. */
export const catcherApp: FastifyPluginAsync<{ store: MessageStore }> = async (app, { store }) => {
  app.get<{ Querystring: { to?: string } }>('/', async (request, reply) => {
    const { to } = request.query;
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; form-action 'self'",
      )
      .send(renderPage(store.list(to), to));
  });

  app.get<{ Querystring: { to?: string } }>('/api/messages', async (request) => {
    const messages = store.list(request.query.to);
    return { data: messages, meta: { total_records: messages.length } };
  });

  app.delete('/api/messages', async () => {
    store.clear();
    return { data: { deleted: true } };
  });

  app.get('/healthz', async () => ({ data: { status: 'ok' } }));
  app.get('/readyz', async () => ({
    data: { status: 'ok', messages: store.size, received: store.received },
  }));
};
