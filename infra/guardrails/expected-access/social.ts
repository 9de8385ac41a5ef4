import type { AccessTable } from './roles';
import { PARTICIPANT_ROLES } from './roles';

/**
 * Spec 2 (social and teams). Spec 2 s1: "These areas serve signed-in participants (roles User,
 * Coordinator, Regional Coordinator, Location Coordinator), and also Poster, Master, Reseller
 * and Super Coordinator users"; spec 2 s6 "Access guards: unauthenticated users entering
 * signed-in states ... go to welcome". The per-post rules of spec 2 s6 (report, unreport,
 * delete, remove your own tag) depend on the post, not on the role alone, so those routes
 * admit every signed-in caller and the rule decides (services/social README).
 */
export const SOCIAL_ACCESS: AccessTable = {
  // Spec 2 s7 "GET posts", "POST posts", "GET/PUT/DELETE /posts/{id}". README: "signed in; a
  // wall of the caller's promotion".
  'GET /api/posts': { allow: 'signed-in', scope: 'promotion' },
  'GET /api/posts/:id': { allow: 'signed-in', scope: 'promotion' },
  'POST /api/posts': { allow: 'signed-in', scope: 'promotion' },
  // Spec 2 s6 "Report a post | signed in; post not already flagged; not the author; ...";
  // "Unreport | the user who flagged it, or master, coordinator, poster".
  'PUT /api/posts/:id': { allow: 'signed-in', scope: 'promotion' },
  // Spec 2 s6 "Delete post or comment | the author, or master, coordinator, poster": an author
  // may hold any role.
  'DELETE /api/posts/:id': { allow: 'signed-in', scope: 'promotion' },
  // Spec 2 s6 "Remove your own tag | if tagged in the post".
  'DELETE /api/posts/:id/tags/:user_id': { allow: 'signed-in', scope: 'promotion' },
  // Spec 2 s2 go.u.wallexpert.walls "a selector to switch which promotion's wall is shown";
  // spec 1 s1 "Poster users are sent ... to the expert area (their own posts and promotion
  // walls)"; spec 3 s2 "master goes to /promotions and poster to /wall_expert". README "Expert
  // walls": Poster (the organization's walls) and Master (every promotion's).
  'GET /api/wall_expert/walls': { allow: ['Poster', 'Master'], scope: 'any' },

  // Spec 2 s7 "Likes: POST /likes (user_id, likeable_id, likeable_type); DELETE on a like".
  // README: "signed in; own likes" (a like of a post of the caller's promotion).
  'POST /api/likes': { allow: 'signed-in', scope: 'promotion' },
  'DELETE /api/likes/:id': { allow: 'signed-in', scope: 'promotion' },

  // Spec 2 s7 "Follows: /follows/{id} nested under User: GET list by user_id, POST create, GET
  // show, DELETE". README: "signed in; the caller's own follows".
  'GET /api/users/:user_id/follows': { allow: 'signed-in', scope: 'own' },
  'POST /api/users/:user_id/follows': { allow: 'signed-in', scope: 'own' },
  'GET /api/users/:user_id/follows/:id': { allow: 'signed-in', scope: 'own' },
  'DELETE /api/users/:user_id/follows/:id': { allow: 'signed-in', scope: 'own' },

  // Spec 2 s7 "GET /promotions/{promotionId}/notifications (page_size 0, user_id)", "GET
  // /notifications/{id}", "POST /notifications/mark_as_read|mark_as_cleared|mark_as_seen".
  // README: "signed in; the caller's own list", "own notification, else 404".
  'GET /api/promotions/:promotion_id/notifications': { allow: 'signed-in', scope: 'own' },
  'GET /api/notifications/:id': { allow: 'signed-in', scope: 'own' },
  'POST /api/notifications/mark_as_read': { allow: 'signed-in', scope: 'own' },
  'POST /api/notifications/mark_as_cleared': { allow: 'signed-in', scope: 'own' },
  'POST /api/notifications/mark_as_seen': { allow: 'signed-in', scope: 'own' },

  // Spec 2 s7 "POST /files/upload: multipart ... (credentials included)". README: "signed in".
  'POST /api/files/upload': { allow: 'signed-in', scope: 'promotion' },
  // README: "GET /files/{name} | signed in; files of the promotion the host names".
  'GET /api/files/:name': { allow: 'signed-in', scope: 'promotion' },
  // README: "GET /files/public/{name} | anyone; public files (secure=false)" — images of the
  // pages guests read (welcome, faqs).
  'GET /api/files/public/:name': { allow: 'anonymous', scope: 'none' },

  // Spec 2 s7 "GET, POST or DELETE /custom_content/{id}/user_like; GET /custom_content_likes
  // (user, category tips, page_size 0)": a user's favourites. README: "signed in; the
  // caller's favourite".
  'GET /api/custom_content/:id/user_like': { allow: 'signed-in', scope: 'own' },
  'POST /api/custom_content/:id/user_like': { allow: 'signed-in', scope: 'own' },
  'DELETE /api/custom_content/:id/user_like': { allow: 'signed-in', scope: 'own' },
  'GET /api/custom_content_likes': { allow: 'signed-in', scope: 'own' },

  // Spec 2 s7 "POST /emails/content: message, emails, model, id"; spec 2 s1: the share control
  // serves signed-in users of the promotion. README: "signed in; an item the caller's
  // promotion shows".
  'POST /api/emails/content': { allow: 'signed-in', scope: 'promotion' },

  // Spec 2 s7 "Friends" (GET/POST/PUT/DELETE /friendships, GET /friendship_status/{userId},
  // user search, POST /emails/invite). Spec 2 s1 "Friends: users search for people, send and
  // answer friend requests, invite by e-mail" for participants; spec 2 s4 "A 403 on friendship
  // status is treated as a moderator with status X": the other roles are moderators without
  // friendships. README "Friends": participants only; the caller's own friendships.
  'GET /api/friendships': { allow: PARTICIPANT_ROLES, scope: 'own' },
  'POST /api/friendships': { allow: PARTICIPANT_ROLES, scope: 'own' },
  'PUT /api/friendships/:id': { allow: PARTICIPANT_ROLES, scope: 'own' },
  'DELETE /api/friendships/:id': { allow: PARTICIPANT_ROLES, scope: 'own' },
  'GET /api/friendship_status/:userId': { allow: PARTICIPANT_ROLES, scope: 'own' },
  'GET /api/friends/search': { allow: PARTICIPANT_ROLES, scope: 'own' },
  'POST /api/emails/invite': { allow: PARTICIPANT_ROLES, scope: 'own' },
  // Spec 3 s7 "POST /send_mail with email_type, recipient_id, message"; spec 3 s1
  // "Participants: ... email friends or teammates". README "Friends": to the caller's friends.
  'POST /api/send_mail': { allow: PARTICIPANT_ROLES, scope: 'own' },
};
