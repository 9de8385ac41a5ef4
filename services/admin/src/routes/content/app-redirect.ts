import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorsSchema, HttpError, notFound } from '@wellness/platform';
import { appLinkKeyFor, appStoreLink } from '../../domain/content';

/**
 * GET /app-redirect (spec 1 s7): a browser navigation to the store of the device's app, from
 * the promotion's `mobile` content (android_app_link, ios_app_link). Other devices go home.
 */
export const appRedirectRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/app-redirect',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['content'],
        response: { 302: Type.Null(), 404: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const { promotion } = request;
      if (!promotion) throw notFound('Promotion');
      const key = appLinkKeyFor(request.headers['user-agent']);
      if (!key) return reply.redirect('/', 302);
      const link = await appStoreLink(fastify.db, promotion.id, key);
      if (!link) throw new HttpError(404, 'The app is not available for this device yet.');
      return reply.redirect(link, 302);
    },
  );
};
