import type { FastifyInstance } from 'fastify';
import { createEmailQueue, queueCustomEmail } from '@wellness/platform';
import { testConfig } from '@wellness/platform/testing';
import {
  insert,
  insertActivity,
  insertBadge,
  insertContent,
  insertGalleryPost,
  insertPost,
  insertUser,
  localToday,
} from './rows';
import { insertCompetitionRecords } from './competitions';
import type { CompetitionRecords } from './competitions';
import { arrangeSsoExtras } from './sso';
import { arrangeStyles } from './styles';
import { arrangeEvaluations } from './evaluations';
import type { EvaluationRecords } from './evaluations';
import { arrangeSharedTeams } from './teams';
import type { SharedTeams } from './teams';
import type { SsoExtraRecords } from './sso';
import type { StyleRecords } from './styles';

type Db = FastifyInstance['db'];

/** Records of the demo promotion that every caller reaches without using them up. */
export interface SharedRecords {
  promotionId: number;
  today: string;
  /** An activity category's key (the activity form names categories by key). */
  categoryKey: string;
  /** Logged once by each caller (POST entry_activities). */
  activityId: number;
  /** Logged today by every record owner beforehand, for unlogging. */
  loggedActivityId: number;
  /** Bookmarked once by each caller (POST user_activities). */
  bookmarkActivityId: number;
  /** A quiz answered once, rightly, by each caller. */
  quiz: { activityId: number; answerIdx: number };
  /** Edited by staff (PUT activities). */
  editableActivityId: number;
  /** Read by everyone (GET posts/:id). */
  postId: number;
  /** A public gallery post read by everyone (GET gallery_posts/:id). */
  galleryPostId: number;
  /** Liked once by each caller. */
  likeablePostId: number;
  /** Liked by every record owner beforehand (their like is what DELETE likes/:id removes). */
  likedPostId: number;
  /** Followed once by each caller (POST follows). */
  newFolloweeId: number;
  /** Followed by every record owner beforehand: one to show, one to unfollow. */
  followeeId: number;
  unfolloweeId: number;
  /** A tip of the demo promotion, read and favourited once by each caller. */
  tipId: number;
  /** A tip of the demo promotion every record owner has favourited (DELETE user_like). */
  likedTipId: number;
  /** Seeded recipes: one each caller reads, rates and favourites; one every record owner has
   * favourited, one every record owner has rated (the DELETEs). */
  recipes: { id: number; likedId: number; ratedId: number };
  /** A public content item (faqs) that visitors read. */
  faqKey: string;
  /** The demo's organization and its reseller (the Reseller caller's own). */
  organization: { organizationId: number; resellerId: number };
  /** A badge of the demo promotion's own that staff read, and a custom one they award. */
  badgeId: number;
  customBadgeId: number;
  /** A profile image of the demo promotion's library: read, changed and chosen by everyone. */
  profileImageId: number;
  /** A content item of the demo promotion that staff edit and reorder. */
  contentId: number;
  /** A custom report (saved by a coordinator) that staff save over and run. */
  reportId: number;
  /** A participant whom staff may impersonate (ranks below every staff role). */
  impersonateId: number;
  /** The user whom a master unlocks and gives a role. */
  accountUserId: number;
  /** A participant whom masters and resellers edit on the promotion's users screen (issue 17). */
  editedUserId: number;
  /** A super coordinator of the demo promotion whose promotions masters and resellers assign. */
  superCoordinatorId: number;
  /** The master whose impersonations the impersonated sessions are. */
  masterId: number;
  /** The job of a custom e-mail of the demo promotion, scheduled next week (GET jobs/:id). */
  customEmailJobId: string;
  /** That custom e-mail: read and edited (still pending, still next week) by staff. */
  customEmailId: number;
  /** A week-1 style of the demo's collection and one of its pictures (works). */
  workStyle: { id: number; imageId: number };
  /** A competition with a behaviour, a level and a point threshold that staff read and edit. */
  competition: CompetitionRecords;
  /** Collections, styles, style images and library pictures that masters edit and delete. */
  styles: StyleRecords;
  /** The demo's SSO extras that masters edit and delete. */
  ssoExtras: SsoExtraRecords;
  /** The teams' competition (enrolment open) and the teams every caller asks to join. */
  teams: SharedTeams;
  /** A custom prompt and an open programme evaluation (spec 3 "Evaluations"). */
  evaluations: EvaluationRecords;
}

/** A custom e-mail queued as the admin service queues one; no worker runs here, it stays delayed. */
async function queuedCustomEmail(
  db: Db,
  promotionId: number,
): Promise<{ id: number; job_id: string }> {
  const config = testConfig();
  const queue = createEmailQueue(config.redisUrl, config.redisPrefix);
  try {
    return await queueCustomEmail(db, queue, {
      promotion_id: promotionId,
      subject: 'Guardrail e-mail',
      body: 'Next week.',
      one_time_recipients: ['participant@demo.test'],
      send_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    });
  } finally {
    await queue.close();
  }
}

async function weekOneStyle(db: Db, promotionId: number) {
  const [style] = await db.query(
    'SELECT s.id, MIN(i.id) AS image_id FROM work_styles s JOIN promotions p ON p.collection_id = s.collection_id JOIN style_images i ON i.style_id = s.id WHERE p.id = ? AND s.week = 1 GROUP BY s.id ORDER BY s.id LIMIT 1',
    [promotionId],
  );
  return { id: Number(style.id), imageId: Number(style.image_id) };
}

const idOf = async (db: Db, email: string) =>
  Number((await db.query('SELECT id FROM users WHERE email = ?', [email]))[0].id);

async function seededRecipes(db: Db) {
  const rows: Array<{ id: number }> = await db.query('SELECT id FROM recipes ORDER BY id LIMIT 3');
  const [id, likedId, ratedId] = rows.map((row) => Number(row.id));
  return { id, likedId, ratedId };
}

export async function arrangeShared(db: Db): Promise<SharedRecords> {
  const [{ id }] = await db.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
  const promotionId = Number(id);
  // Feedback is taken where the promotion enables it (POST /feedbacks): every caller's.
  await db.query('UPDATE promotions SET is_feedback_enabled = TRUE');
  const [category] = await db.query(
    'SELECT id, `key` FROM activity_categories WHERE promotion_id = ? ORDER BY sequence LIMIT 1',
    [promotionId],
  );
  const activity = (name: string) => insertActivity(db, promotionId, category.id, name);
  const author = await idOf(db, 'participant2@demo.test');
  const coordinator = await idOf(db, 'coordinator@demo.test');
  const customEmail = await queuedCustomEmail(db, promotionId);
  const workStyle = await weekOneStyle(db, promotionId);
  const [{ key: faqKey }] = await db.query(
    "SELECT `key` FROM contents WHERE promotion_id = 1 AND category = 'faqs' ORDER BY id LIMIT 1",
  );
  const [org] = await db.query(
    'SELECT o.id, o.reseller_id FROM organizations o JOIN promotions p ON p.organization_id = o.id WHERE p.id = ?',
    [promotionId],
  );
  return {
    promotionId,
    organization: { organizationId: Number(org.id), resellerId: Number(org.reseller_id) },
    today: localToday(),
    categoryKey: category.key,
    activityId: await activity('Guardrail log'),
    loggedActivityId: await activity('Guardrail unlog'),
    bookmarkActivityId: await activity('Guardrail bookmark'),
    quiz: {
      activityId: await insertActivity(db, promotionId, category.id, 'Guardrail quiz', {
        question: 'Is this a guardrail?',
        answers: ['Yes', 'No'],
        correct: 'Yes',
      }),
      answerIdx: 0,
    },
    editableActivityId: await activity('Guardrail edit'),
    postId: await insertPost(db, promotionId, author),
    galleryPostId: await insertGalleryPost(db, promotionId, author, 1),
    likeablePostId: await insertPost(db, promotionId, author),
    likedPostId: await insertPost(db, promotionId, author),
    newFolloweeId: await insertUser(db, promotionId, 'new.followee@demo.test'),
    followeeId: await insertUser(db, promotionId, 'shown.followee@demo.test'),
    unfolloweeId: await insertUser(db, promotionId, 'dropped.followee@demo.test'),
    tipId: await insertContent(db, promotionId, 'guardrail_tip'),
    likedTipId: await insertContent(db, promotionId, 'guardrail_liked_tip'),
    recipes: await seededRecipes(db),
    faqKey,
    badgeId: await insertBadge(db, promotionId, 'Guardrail badge'),
    customBadgeId: await insertBadge(db, promotionId, 'Guardrail award', 'custom'),
    profileImageId: await insert(db, 'profile_images', {
      promotion_id: promotionId,
      url: '/api/profile_images/avatars/avatar-1.svg',
    }),
    contentId: await insertContent(db, promotionId, 'guardrail_edit'),
    reportId: await insert(db, 'reports', {
      promotion_id: promotionId,
      name: 'Guardrail report',
      report_type: 'Simple',
      fields: JSON.stringify(['first_name']),
      filters: '[]',
      is_custom: true,
      created_by_master: false,
      created_by: coordinator,
    }),
    impersonateId: await insertUser(db, promotionId, 'impersonated.user@demo.test'),
    accountUserId: await insertUser(db, promotionId, 'account.user@demo.test'),
    editedUserId: await insertUser(db, promotionId, 'edited.user@demo.test'),
    superCoordinatorId: await insertUser(
      db,
      promotionId,
      'assigned.supercoordinator@demo.test',
      'Super Coordinator',
    ),
    masterId: await idOf(db, 'master@demo.test'),
    customEmailJobId: customEmail.job_id,
    customEmailId: customEmail.id,
    workStyle,
    competition: await insertCompetitionRecords(db, promotionId, localToday()),
    evaluations: await arrangeEvaluations(db, promotionId),
    styles: await arrangeStyles(db, promotionId),
    ssoExtras: await arrangeSsoExtras(db, promotionId),
    teams: await arrangeSharedTeams(db, promotionId, localToday(), workStyle.imageId),
  };
}
