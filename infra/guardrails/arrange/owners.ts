import type { FastifyInstance } from 'fastify';
import { COORDINATOR_OR_ABOVE } from '../expected-access';
import type { SharedRecords } from './shared';
import {
  insert,
  insertActivity,
  insertBadge,
  insertContent,
  insertGalleryPost,
  insertPost,
  insertUser,
} from './rows';
import { arrangeLocations } from './locations';
import { insertPrompt } from './evaluations';
import type { OwnLocations } from './locations';
import { insertCompetitionRecords } from './competitions';
import type { CompetitionRecords } from './competitions';
import { arrangeOwnTeams } from './teams';
import type { OwnTeams } from './teams';
import { arrangeFriends } from './friends';
import type { FriendRecords } from './friends';
import { arrangeConversations } from './conversations';
import type { ConversationRecords } from './conversations';

type Db = FastifyInstance['db'];

/** Records one demo user owns or alone may use up: each caller gets their own. */
export interface OwnRecords {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  locationId: number | null;
  role: string;
  /** A bookmark row of theirs (PUT user_activities/:id). */
  userActivityId: number;
  /** An activity no one logged: staff delete it. */
  deletableActivityId: number;
  /** Their own post, to delete. */
  ownPostId: number;
  /** Their own gallery post, to edit (PUT gallery_posts/:id). */
  ownGalleryPostId: number;
  /**
   * A post of someone else they may moderate: unflagged for those who report (spec 2 s6: not
   * the author, not a coordinator), flagged for coordinator or above, who unreport.
   */
  moderatedPostId: number;
  /** Someone else's post that tags them. */
  taggedPostId: number;
  /** Their like of the shared liked post. */
  likeId: number;
  notificationId: number;
  /** A participant of the demo promotion that staff delete. */
  deletableUserId: number;
  /** A content item of the demo promotion, to delete. */
  deletableContentId: number;
  /** The demo promotion's override of a default item, to reset to default. */
  overrideContentId: number;
  /** A custom report they saved, to delete. */
  deletableReportId: number;
  /** A scheduled custom e-mail of the demo promotion, to delete. */
  deletableCustomEmailId: number;
  /** A row of the demo promotion's eligibility list, to edit and delete. */
  eligibilityId: number;
  /** Eligibility files of the demo promotion: processed (view, process), processing (cancel), processed (delete). */
  eligibilityFileId: number;
  processingEligibilityFileId: number;
  deletableEligibilityFileId: number;
  /** Their work, all 20 segments earned and revealed, waiting for the final gallery choice. */
  workId: number;
  /** Their work whose gallery choice is made, waiting for the bonus choice (on a team). */
  bonusWorkId: number;
  /** A custom prompt of the demo promotion, to delete. */
  deletablePromptId: number;
  /** Badges of the demo promotion's own: one to edit, one to delete. */
  badgeId: number;
  deletableBadgeId: number;
  /** A profile image of the demo promotion's library, to delete. */
  deletableProfileImageId: number;
  /** Locations of the demo promotion (tree editor routes). */
  locations: OwnLocations;
  /** A competition, behaviour, level and point threshold of the demo promotion, to delete. */
  deletable: CompetitionRecords;
  /** Their team, its members, invites and requests (arrange/teams.ts). */
  teams: OwnTeams;
  /** Friend requests to and from them, and a participant to ask. */
  friends: FriendRecords;
  /** Their finished work whose bonus they gift (README "Gift points"). */
  giftWorkId: number;
  /** Their friends, conversations and team (messages). */
  conversations: ConversationRecords;
}

/** A revealed work of the user, not their current one (so that they may start one). */
const insertWork = (db: Db, shared: SharedRecords, userId: number, galleryChoiceMade: boolean) =>
  insert(db, 'works', {
    promotion_id: shared.promotionId,
    user_id: userId,
    style_id: shared.workStyle.id,
    style_image_id: shared.workStyle.imageId,
    segments_available: 20,
    segments_revealed: 20,
    completed: true,
    made_final_gallery_choice: galleryChoiceMade,
  });

/** A stored eligibility file of two rows, in the given status. */
async function insertEligibilityFile(db: Db, promotionId: number, status: string) {
  const id = await insert(db, 'eligibility_files', {
    promotion_id: promotionId,
    filename: 'guardrail.csv',
    status,
    run: 1,
    total_rows: 2,
    rows_processed: status === 'processed' ? 2 : 0,
  });
  await db.query('INSERT INTO eligibility_file_chunks (file_id, seq, data) VALUES (?, 0, ?)', [
    id,
    Buffer.from('identifier\nG1\nG2\n'),
  ]);
  return id;
}

/** Arranges one demo user's records; `n` keeps their keys and e-mails apart. */
export async function arrangeOwner(
  db: Db,
  shared: SharedRecords,
  email: string,
  n: number,
  users: Map<string, number>,
): Promise<OwnRecords> {
  const { promotionId } = shared;
  const [user] = await db.query(
    'SELECT id, role, first_name, last_name, location_id FROM users WHERE email = ?',
    [email],
  );
  const userId = Number(user.id);
  // Two others of the promotion, not wall experts: the author of the posts they act on and
  // the reporter of the flagged one.
  const [author, reporter] = (
    email === 'participant2@demo.test'
      ? ['participant@demo.test', 'coordinator@demo.test']
      : ['participant2@demo.test', 'participant@demo.test']
  ).map((address) => users.get(address)!);
  const moderator = COORDINATOR_OR_ABOVE.includes(user.role);
  const [category] = await db.query(
    'SELECT id FROM activity_categories WHERE promotion_id = ? ORDER BY sequence LIMIT 1',
    [promotionId],
  );
  const entryId = await insert(db, 'entries', {
    promotion_id: promotionId,
    user_id: userId,
    recorded_on: shared.today,
    total_points: 5,
  });
  await insert(db, 'entry_activities', {
    entry_id: entryId,
    activity_id: shared.loggedActivityId,
    feels_value: 1,
    point_value: 5,
  });
  const taggedPostId = await insertPost(db, promotionId, author);
  await insert(db, 'post_tags', { post_id: taggedPostId, user_id: userId });
  const follow = (followee: number) =>
    insert(db, 'follows', { promotion_id: promotionId, user_id: userId, followee_id: followee });
  await follow(shared.followeeId);
  await follow(shared.unfolloweeId);
  const like = (type: string, id: number) =>
    insert(db, 'likes', {
      promotion_id: promotionId,
      user_id: userId,
      likeable_type: type,
      likeable_id: id,
    });
  await like('CustomContent', shared.likedTipId);
  await like('Recipe', shared.recipes.likedId);
  await insert(db, 'recipe_ratings', {
    recipe_id: shared.recipes.ratedId,
    user_id: userId,
    promotion_id: promotionId,
    score: 80,
  });
  const teams = await arrangeOwnTeams(db, promotionId, shared.teams, userId, n);
  const resetKey = `guardrail_reset_${n}`;
  await insertContent(db, 1, resetKey);
  return {
    userId,
    email,
    firstName: user.first_name,
    lastName: user.last_name,
    locationId: user.location_id === null ? null : Number(user.location_id),
    role: user.role,
    userActivityId: await insert(db, 'user_activities', {
      user_id: userId,
      activity_id: shared.bookmarkActivityId,
      is_active: false,
    }),
    deletableActivityId: await insertActivity(db, promotionId, category.id, `Guardrail ${n}`),
    ownPostId: await insertPost(db, promotionId, userId),
    ownGalleryPostId: await insertGalleryPost(db, promotionId, userId, 1),
    moderatedPostId: await insertPost(db, promotionId, author, moderator ? reporter : null),
    taggedPostId,
    likeId: await like('Post', shared.likedPostId),
    notificationId: await insert(db, 'notifications', {
      promotion_id: promotionId,
      user_id: userId,
      key: `guardrail_${n}`,
      link: '/wall/all',
      title: 'Guardrail',
      message: 'Guardrail notification',
    }),
    deletableUserId: await insertUser(db, promotionId, `deletable.user${n}@demo.test`),
    deletableContentId: await insertContent(db, promotionId, `guardrail_delete_${n}`),
    overrideContentId: await insertContent(db, promotionId, resetKey),
    deletableReportId: await insert(db, 'reports', {
      promotion_id: promotionId,
      name: `Guardrail report ${n}`,
      report_type: 'Simple',
      fields: JSON.stringify(['first_name']),
      filters: '[]',
      is_custom: true,
      created_by_master: user.role === 'Master',
      created_by: userId,
    }),
    eligibilityId: await insert(db, 'eligibilities', {
      promotion_id: promotionId,
      identifier: `guardrail-eligibility-${n}`,
    }),
    eligibilityFileId: await insertEligibilityFile(db, promotionId, 'processed'),
    processingEligibilityFileId: await insertEligibilityFile(db, promotionId, 'processing'),
    deletableEligibilityFileId: await insertEligibilityFile(db, promotionId, 'processed'),
    workId: await insertWork(db, shared, userId, false),
    bonusWorkId: await insertWork(db, shared, userId, true),
    badgeId: await insertBadge(db, promotionId, `Guardrail badge ${n}`),
    deletableBadgeId: await insertBadge(db, promotionId, `Guardrail delete ${n}`),
    deletableProfileImageId: await insert(db, 'profile_images', {
      promotion_id: promotionId,
      url: `/api/files/public/${String(n).padStart(32, 'd')}.png`,
    }),
    deletablePromptId: await insertPrompt(db, promotionId, `Guardrail delete ${n}`),
    locations: await arrangeLocations(db, promotionId, n),
    teams,
    deletable: await insertCompetitionRecords(
      db,
      promotionId,
      shared.today,
      shared.competition.competitionId,
    ),
    conversations: await arrangeConversations(db, promotionId, userId, n, teams.teamId),
    deletableCustomEmailId: await insert(db, 'custom_emails', {
      promotion_id: promotionId,
      subject: `Guardrail e-mail ${n}`,
      body: 'To delete.',
      one_time_recipients: JSON.stringify(['participant@demo.test']),
      // Next week, as the connection (UTC) stores a date.
      send_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
        .toISOString()
        .slice(0, 23)
        .replace('T', ' '),
      status: 'pending',
      created_by: userId,
    }),
    friends: await arrangeFriends(db, promotionId, userId, n, (id) =>
      insertWork(db, shared, id, true),
    ),
    giftWorkId: await insertWork(db, shared, userId, true),
  };
}
