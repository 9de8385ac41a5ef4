import { dayAfter } from '../arrange/competitions';
import { promotion } from './promotion-read';
import type { RequestContext, RequestSpec, RequestTable } from './types';

type Records = 'competitionId' | 'behaviorId' | 'levelId' | 'pointThresholdId';

/** A request naming one of the shared competition records (read, edit). */
const sharedRecord = (key: Records, body?: (context: RequestContext) => unknown): RequestSpec => ({
  names: true,
  build: (context) => ({
    params: { promotion_id: context.shared.promotionId, id: context.shared.competition[key] },
    ...(body ? { body: body(context) } : {}),
  }),
});

/** A delete of the caller's own record of that kind. */
const ownRecord = (key: Records): RequestSpec => ({
  names: true,
  build: ({ shared, own }) => ({
    params: { promotion_id: shared.promotionId, id: own.deletable[key] },
  }),
});

const created = (body: (context: RequestContext) => unknown): RequestSpec => ({
  names: true,
  build: (context) => ({
    params: { promotion_id: context.shared.promotionId },
    body: body(context),
  }),
});

const competitionForm = ({ shared }: RequestContext) => ({
  enrollment_starts_on: shared.today,
  enrollment_ends_on: dayAfter(shared.today, 6),
  competition_starts_on: dayAfter(shared.today, 7),
  comp_length: 28,
  scoring_rule: 'average',
});

const behaviorForm = ({ shared }: RequestContext) => ({
  name: 'Guardrail behaviour',
  start: dayAfter(shared.today, 8),
  behaviorable_type: 'Competition',
  behaviorable_id: shared.competition.competitionId,
});

const thresholdForm = () => ({ pointable_type: 'Minute', value: 30, value_label: '30 minutes' });

/** The competition screens: competitions, behaviours, levels, point thresholds. */
export const COMPETITION_REQUESTS: RequestTable = {
  'GET /api/promotions/:promotion_id/competitions': promotion,
  'GET /api/promotions/:promotion_id/competitions/:id': sharedRecord('competitionId'),
  'POST /api/promotions/:promotion_id/competitions': created(competitionForm),
  'PUT /api/promotions/:promotion_id/competitions/:id': sharedRecord(
    'competitionId',
    competitionForm,
  ),
  'DELETE /api/promotions/:promotion_id/competitions/:id': ownRecord('competitionId'),
  'GET /api/promotions/:promotion_id/behaviors': promotion,
  'GET /api/promotions/:promotion_id/behaviors/:id': sharedRecord('behaviorId'),
  'POST /api/promotions/:promotion_id/behaviors': created(behaviorForm),
  'PUT /api/promotions/:promotion_id/behaviors/:id': sharedRecord('behaviorId', behaviorForm),
  'DELETE /api/promotions/:promotion_id/behaviors/:id': ownRecord('behaviorId'),
  'GET /api/promotions/:promotion_id/levels': promotion,
  'POST /api/promotions/:promotion_id/levels': created(() => ({ name: 'Guardrail new level' })),
  'POST /api/promotions/:promotion_id/levels/bulk': created(({ shared }) => ({
    levels: [{ id: shared.competition.levelId, name: 'Guardrail level' }],
  })),
  'PUT /api/promotions/:promotion_id/levels/:id': sharedRecord('levelId', () => ({
    name: 'Guardrail level',
  })),
  'DELETE /api/promotions/:promotion_id/levels/:id': ownRecord('levelId'),
  'GET /api/promotions/:promotion_id/point_thresholds': promotion,
  'GET /api/promotions/:promotion_id/point_thresholds/:id': sharedRecord('pointThresholdId'),
  'POST /api/promotions/:promotion_id/point_thresholds': created(thresholdForm),
  'PUT /api/promotions/:promotion_id/point_thresholds/:id': sharedRecord(
    'pointThresholdId',
    thresholdForm,
  ),
  'DELETE /api/promotions/:promotion_id/point_thresholds/:id': ownRecord('pointThresholdId'),
};
