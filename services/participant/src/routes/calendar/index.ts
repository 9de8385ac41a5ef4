import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateString, HttpError, IdParam, isLocalHost, responses } from '@wellness/platform';
import {
  INVALID_HOST,
  programCalendar,
  promotionById,
  realDay,
  siteOrigin,
} from '../../domain/promotions';

const { 200: _json, ...errorResponses } = responses(Type.Null());

export const calendarRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The add-to-calendar file (iCal): the programme, or the event the query describes. */
  fastify.get(
    '/promotions/:promotion_id/calendar',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['promotions'],
        params: Type.Object({ promotion_id: IdParam }),
        querystring: Type.Object(
          {
            title: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
            dtstart: Type.Optional(DateString),
            dtend: Type.Optional(DateString),
            details: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
            // Which button asked (apple, outlook, ...): every target gets the same file.
            target: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { dtstart, dtend } = request.query;
      if (dtstart) realDay(dtstart, 'dtstart');
      if (dtend) realDay(dtend, 'dtend');
      const site = siteOrigin(isLocalHost(request.host) ? 'http' : 'https', request.host);
      if (!site) throw new HttpError(400, INVALID_HOST);
      const promotion = await promotionById(fastify.db, request.params.promotion_id);
      const { fileName, body } = programCalendar(promotion, site, request.query);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );
};
