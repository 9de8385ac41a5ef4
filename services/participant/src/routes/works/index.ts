import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import {
  IdParam,
  PARTICIPANT_ROLES,
  boardWriter,
  createdResponses,
  ok,
  queueBadgeCheck,
  responses,
} from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { realtime } from '../../domain/events';
import { currentWeek, promotionById } from '../../domain/promotions';
import {
  SEGMENTS_PER_WORK,
  availableStyles,
  completedWorks,
  currentWork,
  makeBonusChoice,
  makeGalleryChoice,
  readableWork,
  revealSegments,
  startWork,
  viewWork,
  viewWorks,
} from '../../domain/works';
import type { BonusKeeper, ChoiceResult, WorkView } from '../../domain/works';
import { creditWorkBonus } from '../../domain/entries';
import type { CreditedBonus } from '../../domain/entries';
import { Nullable } from '../schemas';
import { WorkParams, WorkSchema, WorkStyleSchema } from './schemas';

export { giftRoutes } from './gifts';

/** Works (README "Works"): the caller's current work, its painting and finalise flow. */
export const workRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const announce = realtime(fastify);
  const own = { allow: 'signed-in', scope: 'own' } as const;

  /** Tells the owner's other tabs (and the home page) what changed. */
  const changed = async (promotionId: number, userId: number, work: WorkView) => {
    const promotion = await promotionById(fastify.db, promotionId);
    await announce.workUpdated(promotion, userId, work);
    return ok(work);
  };

  /** The finalise choices' context: the caller's promotion, and how a kept bonus is credited. */
  const choiceContext = async (promotionId: number) => {
    const context = {
      promotion: await promotionById(fastify.db, promotionId),
      today: dayjs(),
      boards: boardWriter(fastify),
    };
    const keep: BonusKeeper<CreditedBonus> = (manager, user, workId, points) =>
      creditWorkBonus(manager, user, workId, points, context);
    return { promotion: context.promotion, keep };
  };

  /** After a finalise choice: the work to the owner's tabs, and a kept bonus's new totals. */
  const chosen = async (
    promotion: Promotion,
    userId: number,
    result: ChoiceResult<CreditedBonus>,
  ) => {
    const work = await viewWork(fastify.db, result.work);
    await announce.workUpdated(promotion, userId, work);
    if (result.kept) await announce.pointsChanged(promotion, result.kept.user, result.kept.entry);
    return ok(work);
  };

  fastify.get(
    '/works/current',
    {
      config: { access: own },
      schema: { tags: ['works'], response: responses(Nullable(WorkSchema)) },
    },
    async (request) => {
      const work = await currentWork(fastify.db, request.user!.id);
      return ok(work ? await viewWork(fastify.db, work) : null);
    },
  );

  fastify.get(
    '/works',
    {
      config: { access: own },
      schema: {
        tags: ['works'],
        description: "The caller's finished works, newest first (the completed-images grid).",
        querystring: Type.Object(
          { completed: Type.Literal(true), page_size: Type.Optional(Type.Literal(0)) },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(WorkSchema)),
      },
    },
    async (request) => {
      const works = await viewWorks(fastify.db, await completedWorks(fastify.db, request.user!.id));
      return ok(works, { total_records: works.length });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/work_styles',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['works'],
        description: "The styles a participant may pick now (the 'Select Category' panel).",
        params: Type.Object({ promotion_id: IdParam }),
        response: responses(Type.Array(WorkStyleSchema)),
      },
    },
    async (request) => {
      const promotion = await promotionById(fastify.db, request.params.promotion_id);
      const week = Math.max(1, currentWeek(promotion, dayjs()));
      const styles = await availableStyles(fastify.db, promotion, week);
      return ok(styles.map(({ id, name, category, week: w }) => ({ id, name, category, week: w })));
    },
  );

  fastify.post(
    '/works',
    {
      config: { access: { allow: PARTICIPANT_ROLES, scope: 'own' }, limit: 'write' },
      schema: {
        tags: ['works'],
        body: Type.Object({ style_id: IdParam }, { additionalProperties: false }),
        response: { ...createdResponses(WorkSchema) },
      },
    },
    async (request, reply) => {
      const { id: userId, promotion_id } = request.user!;
      const promotion = await promotionById(fastify.db, promotion_id);
      const work = await startWork(fastify.db, {
        userId,
        promotion,
        styleId: request.body.style_id,
        today: dayjs(),
      });
      return reply
        .status(201)
        .send(await changed(promotion_id, userId, await viewWork(fastify.db, work)));
    },
  );

  fastify.get(
    '/works/:id',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: { tags: ['works'], params: WorkParams, response: responses(WorkSchema) },
    },
    async (request) => {
      const work = await readableWork(fastify.db, request.user!, request.params.id);
      return ok(await viewWork(fastify.db, work));
    },
  );

  /** Painting: reveal the segments earned so far (spec 1 s4). */
  fastify.put(
    '/works/:id',
    {
      config: { access: own, limit: 'write' },
      schema: {
        tags: ['works'],
        params: WorkParams,
        body: Type.Object(
          { segments_revealed: Type.Integer({ minimum: 0, maximum: SEGMENTS_PER_WORK }) },
          { additionalProperties: false },
        ),
        response: responses(WorkSchema),
      },
    },
    async (request) => {
      const { id: userId, promotion_id } = request.user!;
      const work = await revealSegments(
        fastify.db,
        userId,
        request.params.id,
        request.body.segments_revealed,
      );
      return changed(promotion_id, userId, await viewWork(fastify.db, work));
    },
  );

  fastify.put(
    '/works/:id/final_gallery_choice',
    {
      config: { access: own, limit: 'write' },
      schema: {
        tags: ['works'],
        params: WorkParams,
        body: Type.Object({ public_gallery: Type.Boolean() }, { additionalProperties: false }),
        response: responses(WorkSchema),
      },
    },
    async (request) => {
      const { id: userId, promotion_id } = request.user!;
      const { promotion, keep } = await choiceContext(promotion_id);
      const publicGallery = request.body.public_gallery;
      const result = await makeGalleryChoice(fastify.db, {
        userId,
        workId: request.params.id,
        publicGallery,
        keep,
      });
      // A work put in the public gallery counts for the displayed_art badges (worker README).
      if (publicGallery) {
        await queueBadgeCheck(
          fastify.emailQueue,
          { promotion_id, user_id: userId, category: 'displayed_art' },
          request.log,
        );
      }
      return chosen(promotion, userId, result);
    },
  );

  fastify.put(
    '/works/:id/final_bonus_choice',
    {
      config: { access: own, limit: 'write' },
      schema: {
        tags: ['works'],
        params: WorkParams,
        body: Type.Object(
          { bonus_choice: Type.Union([Type.Literal('keep'), Type.Literal('share')]) },
          { additionalProperties: false },
        ),
        response: responses(WorkSchema),
      },
    },
    async (request) => {
      const { id: userId, promotion_id } = request.user!;
      const { promotion, keep } = await choiceContext(promotion_id);
      const result = await makeBonusChoice(fastify.db, {
        userId,
        workId: request.params.id,
        choice: request.body.bonus_choice,
        keep,
      });
      return chosen(promotion, userId, result);
    },
  );
};
