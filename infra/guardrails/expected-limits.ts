import type { RouteLimit } from '@wellness/platform';

/**
 * The limit class of every state-changing /api route and of the expensive reads
 * (services/platform README "request limits"), kept apart from the routes: the route-limits
 * suite compares the two. `none` and `login` entries say why.
 */
export const EXPECTED_LIMITS: Record<string, RouteLimit> = {
  // participant
  // Counted per account and per address by the login attempt limits (success given back).
  'POST /api/authenticate': 'login',
  // Signing out must always work.
  'DELETE /api/authenticate': 'none',
  // Counted per account (promotion + e-mail, or the token's hash) and per address like sign-in
  // (services/participant README "Password reset").
  'POST /api/users/forgot': 'login',
  'POST /api/users/verify_password_reset': 'login',
  'PUT /api/users/password_reset': 'login',
  // Registration (services/participant README "Registration"): the two checks are counted per
  // identifier or address and per caller address like sign-in; creating a user is a write.
  'GET /api/promotions/:promotion_id/users/check_eligibility/:identifier': 'login',
  'GET /api/promotions/:promotion_id/users/validate': 'login',
  'POST /api/users': 'write',
  // Counted per promotion and address like sign-in (services/participant README "Pilot password").
  'POST /api/promotions/:promotion_id/authenticate': 'login',
  'POST /api/promotions/:promotion_id/user_survey': 'write',
  'PUT /api/users/me/flags/:flag': 'write',
  'POST /api/check_answer': 'write',
  'POST /api/users/:user_id/user_activities': 'write',
  'PUT /api/users/:user_id/user_activities/:id': 'write',
  'POST /api/promotions/:promotion_id/activities': 'write',
  'PUT /api/promotions/:promotion_id/activities/:id': 'write',
  'DELETE /api/promotions/:promotion_id/activities/:id': 'write',
  'POST /api/entries/:recorded_on/entry_activities': 'write',
  'DELETE /api/entries/:recorded_on/entry_activities/:activity_id': 'write',
  'PUT /api/entries/:recorded_on': 'write',
  'POST /api/works': 'write',
  'PUT /api/works/:id': 'write',
  'PUT /api/works/:id/final_gallery_choice': 'write',
  'PUT /api/works/:id/final_bonus_choice': 'write',
  'PUT /api/works/bonus_points/offer/:user_id': 'write',
  'PUT /api/works/bonus_points/accept': 'write',
  'PUT /api/works/bonus_points/decline': 'write',

  // friends (services/social README "Friends"): e-mail invites count as e-mail sends
  'POST /api/friendships': 'write',
  'PUT /api/friendships/:id': 'write',
  'DELETE /api/friendships/:id': 'write',
  'POST /api/emails/invite': 'email',
  'POST /api/send_mail': 'email',

  // work styles and libraries (services/admin README "Work styles and collections")
  'POST /api/collections': 'write',
  'PUT /api/collections/:id': 'write',
  'DELETE /api/collections/:id': 'write',
  'POST /api/styles': 'write',
  'PUT /api/styles/:id': 'write',
  'DELETE /api/styles/:id': 'write',
  'POST /api/styles/:style_id/style_images': 'upload',
  'PUT /api/styles/:style_id/style_images/:id': 'upload',
  'DELETE /api/styles/:style_id/style_images/:id': 'write',
  'POST /api/promotions/:promotion_id/gallery_images/:library/:category': 'upload',
  'DELETE /api/gallery_images/:id': 'write',
  // SSO extras (services/admin README "SSO extras")
  'POST /api/promotions/:promotion_id/sso_extras': 'write',
  'PUT /api/promotions/:promotion_id/sso_extras/:id': 'write',
  'DELETE /api/promotions/:promotion_id/sso_extras/:id': 'write',
  // profile photo library, profile picture, questionnaire (services/admin README)
  'POST /api/promotions/:promotion_id/profile_images': 'write',
  'PUT /api/promotions/:promotion_id/profile_images/:id': 'write',
  'DELETE /api/promotions/:promotion_id/profile_images/:id': 'write',
  'PUT /api/users/:id/profile_image': 'write',
  'PUT /api/promotions/:promotion_id/questionnaire': 'write',
  // a promotion's users, profile prompts (services/admin README)
  'POST /api/promotions/:promotion_id/users': 'write',
  'PUT /api/promotions/:promotion_id/users/:id': 'write',
  'PUT /api/promotions/:promotion_id/users/:id/super_coordinator_promotions': 'write',
  'PUT /api/users/:id/profile_prompts': 'write',
  'POST /api/promotions/:promotion_id/questionnaire/reset': 'write',
  // badges (services/admin README "Badges")
  'POST /api/promotions/:promotion_id/badges': 'write',
  'PUT /api/promotions/:promotion_id/badges/:id': 'write',
  'DELETE /api/promotions/:promotion_id/badges/:id': 'write',
  'POST /api/promotions/:promotion_id/badges/:id/awards': 'write',
  'PUT /api/promotions/:promotion_id/badge_locked_image': 'write',
  // competitions, behaviours, levels, point thresholds (services/admin README "Competitions")
  'POST /api/promotions/:promotion_id/competitions': 'write',
  'PUT /api/promotions/:promotion_id/competitions/:id': 'write',
  'DELETE /api/promotions/:promotion_id/competitions/:id': 'write',
  'POST /api/promotions/:promotion_id/behaviors': 'write',
  'PUT /api/promotions/:promotion_id/behaviors/:id': 'write',
  'DELETE /api/promotions/:promotion_id/behaviors/:id': 'write',
  'POST /api/promotions/:promotion_id/levels': 'write',
  'PUT /api/promotions/:promotion_id/levels/:id': 'write',
  'DELETE /api/promotions/:promotion_id/levels/:id': 'write',
  'POST /api/promotions/:promotion_id/point_thresholds': 'write',
  'PUT /api/promotions/:promotion_id/point_thresholds/:id': 'write',
  'DELETE /api/promotions/:promotion_id/point_thresholds/:id': 'write',
  'POST /api/promotions/:promotion_id/levels/bulk': 'write',

  // admin: eligibility (services/admin README "Eligibility")
  'POST /api/promotions/:promotion_id/eligibilities': 'write',
  'POST /api/promotions/:promotion_id/eligibilities/validate': 'write',
  'PUT /api/promotions/:promotion_id/eligibilities/:id': 'write',
  'DELETE /api/promotions/:promotion_id/eligibilities/:id': 'write',
  'POST /api/promotions/:promotion_id/eligibility_files': 'upload',
  'POST /api/promotions/:promotion_id/locations': 'write',
  'PUT /api/promotions/:promotion_id/locations/:id': 'write',
  'DELETE /api/promotions/:promotion_id/locations/:id': 'write',
  'POST /api/promotions/:promotion_id/locations/reorder': 'write',
  'PUT /api/promotions/:promotion_id/labels': 'write',
  'POST /api/promotions/:promotion_id/location_files': 'upload',
  'POST /api/eligibility_files/:id/process': 'write',
  'POST /api/eligibility_files/:id/processing_status': 'write',
  'DELETE /api/eligibility_files/:id': 'write',

  // social
  'POST /api/posts': 'write',
  'PUT /api/posts/:id': 'write',
  'DELETE /api/posts/:id': 'write',
  'DELETE /api/posts/:id/tags/:user_id': 'write',
  'POST /api/likes': 'write',
  'DELETE /api/likes/:id': 'write',
  'POST /api/users/:user_id/follows': 'write',
  'DELETE /api/users/:user_id/follows/:id': 'write',
  // Teams (services/social README "Teams"): membership and invite changes are writes; an
  // invite (or its resend) sends e-mail: the e-mail class.
  'POST /api/competitions/:competition_id/teams': 'write',
  'PUT /api/teams/:id': 'write',
  'DELETE /api/teams/:id': 'write',
  'POST /api/teams/:id/team_members': 'write',
  'PUT /api/teams/:id/team_members/:member_id': 'write',
  'DELETE /api/teams/:id/team_members/:member_id': 'write',
  'POST /api/teams/:id/invites': 'email',
  'PUT /api/teams/:id/invites/:invite_id': 'email',
  'DELETE /api/teams/:id/invites/:invite_id': 'write',
  'POST /api/users/:user_id/team_invites': 'write',
  'PUT /api/users/:user_id/team_invites/:invite_id': 'write',
  'DELETE /api/users/:user_id/team_invites/:invite_id': 'write',
  'POST /api/notifications/mark_as_read': 'write',
  'POST /api/notifications/mark_as_cleared': 'write',
  'POST /api/notifications/mark_as_seen': 'write',
  'POST /api/custom_content/:id/user_like': 'write',
  'DELETE /api/custom_content/:id/user_like': 'write',
  'POST /api/recipes/:id/user_rating': 'write',
  'DELETE /api/recipes/:id/user_rating': 'write',
  'POST /api/recipes/:id/user_like': 'write',
  'DELETE /api/recipes/:id/user_like': 'write',
  // messages (services/social README "Messages")
  'POST /api/conversations': 'write',
  'POST /api/conversations/:id/users': 'write',
  'DELETE /api/conversations/:id/users/:user_id': 'write',
  'PUT /api/conversations/:id': 'write',
  'POST /api/conversations/:id/seen': 'write',
  'POST /api/conversations/:id/messages': 'write',
  'POST /api/files/upload': 'upload',
  // Decodes and encodes an image like an upload (services/social README "Blurred backgrounds").
  'PUT /api/files/blur': 'upload',
  // Sends e-mail to addresses the caller types: the e-mail class (20 an hour per user).
  'POST /api/emails/content': 'email',
  // The art gallery's owner edit and support (services/social README "Art gallery", "Support").
  'PUT /api/gallery_posts/:id': 'write',
  // A contact request e-mails the promotion's coordinators: limited like other mail.
  'POST /api/contact_requests': 'email',
  'POST /api/feedbacks': 'write',
  'POST /api/tips/:id/shares': 'write',
  'POST /api/promotions/:promotion_id/notifications': 'write',

  // admin
  'POST /api/users/:id/unlock': 'write',
  'POST /api/resellers': 'write',
  'PUT /api/resellers/:id': 'write',
  'POST /api/organizations': 'write',
  'PUT /api/organizations/:id': 'write',
  'POST /api/promotions': 'write',
  'PUT /api/promotions/:promotion_id': 'write',
  'POST /api/promotions/:promotion_id/make_parent': 'write',
  'PUT /api/users/:id/settings': 'write',
  'PUT /api/users/:id/subscription': 'write',
  'PUT /api/users/:id/devices/:device': 'write',
  'PUT /api/users/:id/goal': 'write',
  'POST /api/unsubscribe': 'write',
  'POST /api/unsubscribe/one-click': 'write',
  'PUT /api/users/:id/role': 'write',
  'POST /api/promotions/:promotion_id/custom_content': 'write',
  'PUT /api/promotions/:promotion_id/custom_content/:id': 'write',
  'DELETE /api/promotions/:promotion_id/custom_content/:id': 'write',
  'POST /api/promotions/:promotion_id/custom_content/:id/reset': 'write',
  'POST /api/promotions/:promotion_id/custom_content/reorder': 'write',
  'POST /api/promotions/:promotion_id/reports': 'write',
  'PUT /api/promotions/:promotion_id/reports/:id': 'write',
  'DELETE /api/promotions/:promotion_id/reports/:id': 'write',
  'POST /api/promotions/:promotion_id/reports/run': 'report-run',
  'POST /api/promotions/:promotion_id/reports/:id/run': 'report-run',
  'GET /api/export/entries': 'export',
  'GET /api/export/stats': 'export',
  'GET /api/promotions/:promotion_id/export/entries': 'export',
  'GET /api/promotions/:promotion_id/export/stats': 'export',
  'GET /api/promotions/:promotion_id/locations/:location_id/works.zip': 'export',
  'POST /api/export': 'export',
  'DELETE /api/users/:id': 'write',
  // Sends e-mail: the e-mail class.
  'POST /api/promotions/:promotion_id/one_time_email': 'email',
  'POST /api/promotions/:promotion_id/test_email': 'email',
  'PUT /api/promotions/:promotion_id/custom_emails/:id': 'write',
  'DELETE /api/promotions/:promotion_id/custom_emails/:id': 'write',
  // Reads by POST (a draft in the body) that resolve the filters or render MJML.
  'POST /api/promotions/:promotion_id/one_time_email_recipients': 'write',
  'POST /api/promotions/:promotion_id/one_time_email_preview': 'write',
  'POST /api/users/impersonate': 'write',
  // Spends a one-time random token; the staff member who minted it was counted then.
  'POST /api/impersonation': 'none',
  // Ending an impersonation must always work.
  'POST /api/impersonation/end': 'none',
  // Evaluations (issue 17): definitions, prompts and a participant's answers are writes.
  'POST /api/promotions/:promotion_id/evaluation_definitions': 'write',
  'PUT /api/promotions/:promotion_id/evaluation_definitions/:id': 'write',
  'POST /api/promotions/:promotion_id/custom_prompts': 'write',
  'PUT /api/promotions/:promotion_id/custom_prompts/:id': 'write',
  'DELETE /api/promotions/:promotion_id/custom_prompts/:id': 'write',
  'POST /api/evaluations': 'write',
};
