import { imageForm } from '../arrange/upload';
import { COORDINATOR_OR_ABOVE } from '../expected-access';
import type { RequestTable } from './types';

export const SOCIAL_REQUESTS: RequestTable = {
  'GET /api/posts': { names: false, build: () => ({}) },
  'GET /api/posts/:id': { names: true, build: ({ shared }) => ({ params: { id: shared.postId } }) },
  'POST /api/posts': { names: false, build: () => ({ body: { content: 'Guardrail post' } }) },
  // Spec 2 s6: coordinator or above unreport (a flagged post), everyone else reports.
  'PUT /api/posts/:id': {
    names: true,
    build: ({ caller, own }) => ({
      params: { id: own.moderatedPostId },
      body: { is_flagged: !(caller.role && COORDINATOR_OR_ABOVE.includes(caller.role)) },
    }),
  },
  'DELETE /api/posts/:id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.ownPostId } }),
  },
  'DELETE /api/posts/:id/tags/:user_id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.taggedPostId, user_id: own.userId } }),
  },
  'GET /api/wall_expert/walls': { names: false, build: () => ({}) },
  'POST /api/likes': {
    names: true,
    build: ({ shared }) => ({
      body: { likeable_id: shared.likeablePostId, likeable_type: 'Post' },
    }),
  },
  'DELETE /api/likes/:id': { names: true, build: ({ own }) => ({ params: { id: own.likeId } }) },
  'GET /api/users/:user_id/follows': {
    names: true,
    build: ({ own }) => ({ params: { user_id: own.userId } }),
  },
  'POST /api/users/:user_id/follows': {
    names: true,
    build: ({ own, shared }) => ({
      params: { user_id: own.userId },
      body: { followee_id: shared.newFolloweeId },
    }),
  },
  'GET /api/users/:user_id/follows/:id': {
    names: true,
    build: ({ own, shared }) => ({ params: { user_id: own.userId, id: shared.followeeId } }),
  },
  'DELETE /api/users/:user_id/follows/:id': {
    names: true,
    build: ({ own, shared }) => ({ params: { user_id: own.userId, id: shared.unfolloweeId } }),
  },
  'GET /api/promotions/:promotion_id/notifications': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId } }),
  },
  'GET /api/notifications/:id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.notificationId } }),
  },
  // Marks ignore ids that are not the caller's (social README): an outsider's mark changes
  // nothing and answers 200 with `updated` 0.
  'POST /api/notifications/mark_as_read': {
    names: false,
    build: ({ own }) => ({ body: { ids: [own.notificationId] } }),
  },
  'POST /api/notifications/mark_as_cleared': {
    names: false,
    build: ({ own }) => ({ body: { ids: [own.notificationId] } }),
  },
  'POST /api/notifications/mark_as_seen': { names: false, build: () => ({ body: { ids: 'all' } }) },
  'POST /api/files/upload': { names: false, build: () => ({ multipart: imageForm() }) },
  'GET /api/files/:name': { names: true, build: ({ files }) => ({ params: { name: files.name } }) },
  'GET /api/files/public/:name': {
    names: false,
    build: ({ files }) => ({ params: { name: files.publicName } }),
  },
  'GET /api/custom_content/:id/user_like': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.tipId } }),
  },
  'POST /api/custom_content/:id/user_like': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.tipId }, body: {} }),
  },
  'DELETE /api/custom_content/:id/user_like': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.likedTipId } }),
  },
  'GET /api/custom_content_likes': { names: false, build: () => ({ query: { category: 'tips' } }) },
  // Queues a job on the guardrail stack's Redis; no worker sends it.
  'POST /api/emails/content': {
    names: true,
    build: ({ shared }) => ({
      body: { emails: 'friend@guardrail.test', model: 'Tip', id: shared.tipId },
    }),
  },
  'GET /api/friendships': { names: false, build: () => ({ query: { status: 'A' } }) },
  'POST /api/friendships': {
    names: true,
    build: ({ own }) => ({ body: { friendee_id: own.friends.newFriendId, message: 'Hello' } }),
  },
  'PUT /api/friendships/:id': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.friends.receivedFriendshipId },
      body: { status: 'A' },
    }),
  },
  'DELETE /api/friendships/:id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.friends.sentFriendshipId } }),
  },
  'GET /api/friendship_status/:userId': {
    names: true,
    build: ({ own }) => ({ params: { userId: own.friends.newFriendId } }),
  },
  'GET /api/friends/search': { names: false, build: () => ({ query: { query: 'Sam' } }) },
  // Queues a job on the guardrail stack's Redis; no worker sends it.
  'POST /api/emails/invite': {
    names: false,
    build: ({ caller }) => ({
      body: { emails: `invite.${caller.name.replace(/\W/g, '')}@guardrail.test` },
    }),
  },
  // Queues a job on the guardrail stack's Redis; no worker sends it.
  'POST /api/send_mail': {
    names: true,
    build: ({ own }) => ({
      body: { email_type: 'friend', recipient_id: own.friends.giftFriendId, message: 'Hello' },
    }),
  },
};
