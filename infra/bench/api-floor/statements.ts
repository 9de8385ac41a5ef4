import {
  ACTIVE_EVALUATIONS_SQL,
  COMPLETED_EVALUATIONS_SQL,
  ME_SQL,
  SURVEY_ROUNDS_SQL,
} from '@wellness/participant/statements';

/**
 * The SQL the real handlers send, with their placeholders, as the MariaDB general log recorded
 * one request of each scenario on the bench's database (TypeORM's statements too, column lists,
 * aliases and MariaDB's INSERT ... RETURNING included). GET users/me's (me, surveyRounds and the
 * two evaluation statements) are plain statements, imported from the handler's own
 * (`@wellness/participant/statements`).
 * When a handler's statements change, record them again (root README, "Each API scenario
 * against its own floor").
 */
export const SQL = {
  me: ME_SQL,
  surveyRounds: SURVEY_ROUNDS_SQL,
  activeEvaluations: ACTIVE_EVALUATIONS_SQL,
  completedEvaluations: COMPLETED_EVALUATIONS_SQL,
  promotionById:
    'SELECT `Promotion`.`domain` AS `Promotion_domain`, `Promotion`.`theme` AS `Promotion_theme`, `Promotion`.`is_active` AS `Promotion_is_active`, `Promotion`.`is_parent` AS `Promotion_is_parent`, `Promotion`.`parent_promotion_id` AS `Promotion_parent_promotion_id`, `Promotion`.`coordinators` AS `Promotion_coordinators`, `Promotion`.`attraction_label` AS `Promotion_attraction_label`, `Promotion`.`attraction_label_plural` AS `Promotion_attraction_label_plural`, `Promotion`.`level_label` AS `Promotion_level_label`, `Promotion`.`level_label_plural` AS `Promotion_level_label_plural`, `Promotion`.`wall_label_plural` AS `Promotion_wall_label_plural`, `Promotion`.`default_competition_collection_id` AS `Promotion_default_competition_collection_id`, `Promotion`.`tag` AS `Promotion_tag`, `Promotion`.`video_button_url` AS `Promotion_video_button_url`, `Promotion`.`video_caption_url` AS `Promotion_video_caption_url`, `Promotion`.`video2_url` AS `Promotion_video2_url`, `Promotion`.`video2_caption_url` AS `Promotion_video2_caption_url`, `Promotion`.`display_team_feature` AS `Promotion_display_team_feature`, `Promotion`.`bonus_points` AS `Promotion_bonus_points`, `Promotion`.`works_point_value` AS `Promotion_works_point_value`, `Promotion`.`static_tiles` AS `Promotion_static_tiles`, `Promotion`.`dynamic_tiles` AS `Promotion_dynamic_tiles`, `Promotion`.`logo` AS `Promotion_logo`, `Promotion`.`is_video_enabled` AS `Promotion_is_video_enabled`, `Promotion`.`is_goal_page_enabled` AS `Promotion_is_goal_page_enabled`, `Promotion`.`disable_manual_logging` AS `Promotion_disable_manual_logging`, `Promotion`.`is_automatic_wall_post_enabled` AS `Promotion_is_automatic_wall_post_enabled`, `Promotion`.`is_social_media_displayed` AS `Promotion_is_social_media_displayed`, `Promotion`.`is_mascot_hidden` AS `Promotion_is_mascot_hidden`, `Promotion`.`is_address_displayed` AS `Promotion_is_address_displayed`, `Promotion`.`is_address_enabled` AS `Promotion_is_address_enabled`, `Promotion`.`is_birthday_displayed` AS `Promotion_is_birthday_displayed`, `Promotion`.`is_gender_displayed` AS `Promotion_is_gender_displayed`, `Promotion`.`is_phone_displayed` AS `Promotion_is_phone_displayed`, `Promotion`.`is_time_zone_displayed` AS `Promotion_is_time_zone_displayed`, `Promotion`.`id` AS `Promotion_id`, `Promotion`.`organization_id` AS `Promotion_organization_id`, `Promotion`.`name` AS `Promotion_name`, `Promotion`.`subdomain` AS `Promotion_subdomain`, `Promotion`.`program_name` AS `Promotion_program_name`, `Promotion`.`theme_color` AS `Promotion_theme_color`, `Promotion`.`starts_on` AS `Promotion_starts_on`, `Promotion`.`ends_on` AS `Promotion_ends_on`, `Promotion`.`logging_ends_on` AS `Promotion_logging_ends_on`, `Promotion`.`launch_on` AS `Promotion_launch_on`, `Promotion`.`registration_starts_on` AS `Promotion_registration_starts_on`, `Promotion`.`registration_ends_on` AS `Promotion_registration_ends_on`, `Promotion`.`disabled_on` AS `Promotion_disabled_on`, `Promotion`.`max_participants` AS `Promotion_max_participants`, `Promotion`.`program_length` AS `Promotion_program_length`, `Promotion`.`websocket_channel` AS `Promotion_websocket_channel`, `Promotion`.`max_activities_day` AS `Promotion_max_activities_day`, `Promotion`.`trivia_points` AS `Promotion_trivia_points`, `Promotion`.`entry_points` AS `Promotion_entry_points`, `Promotion`.`default_goal` AS `Promotion_default_goal`, `Promotion`.`point_label` AS `Promotion_point_label`, `Promotion`.`point_label_plural` AS `Promotion_point_label_plural`, `Promotion`.`friend_label` AS `Promotion_friend_label`, `Promotion`.`friend_label_plural` AS `Promotion_friend_label_plural`, `Promotion`.`wall_label` AS `Promotion_wall_label`, `Promotion`.`location_labels` AS `Promotion_location_labels`, `Promotion`.`video_url` AS `Promotion_video_url`, `Promotion`.`is_launchpad` AS `Promotion_is_launchpad`, `Promotion`.`is_buddy_feature_displayed` AS `Promotion_is_buddy_feature_displayed`, `Promotion`.`is_wall_enabled` AS `Promotion_is_wall_enabled`, `Promotion`.`is_timeout_enabled` AS `Promotion_is_timeout_enabled`, `Promotion`.`is_location_displayed` AS `Promotion_is_location_displayed`, `Promotion`.`is_teams_enabled` AS `Promotion_is_teams_enabled`, `Promotion`.`is_show_individual_leaderboard` AS `Promotion_is_show_individual_leaderboard`, `Promotion`.`is_show_location_leaderboard` AS `Promotion_is_show_location_leaderboard`, `Promotion`.`is_mobile_enabled` AS `Promotion_is_mobile_enabled`, `Promotion`.`is_eligibility_displayed` AS `Promotion_is_eligibility_displayed`, `Promotion`.`is_feedback_enabled` AS `Promotion_is_feedback_enabled`, `Promotion`.`is_fitbit_enabled` AS `Promotion_is_fitbit_enabled`, `Promotion`.`is_validic_enabled` AS `Promotion_is_validic_enabled`, `Promotion`.`is_healthkit_enabled` AS `Promotion_is_healthkit_enabled`, `Promotion`.`visible_validic_devices` AS `Promotion_visible_validic_devices`, `Promotion`.`collection_id` AS `Promotion_collection_id`, `Promotion`.`hide_privacy_link` AS `Promotion_hide_privacy_link`, `Promotion`.`badge_locked_image` AS `Promotion_badge_locked_image`, `Promotion`.`show_opt_in_participation_link` AS `Promotion_show_opt_in_participation_link`, `Promotion`.`upload_quota_bytes` AS `Promotion_upload_quota_bytes`, `Promotion`.`upload_bytes_used` AS `Promotion_upload_bytes_used`, `Promotion`.`created_at` AS `Promotion_created_at`, `Promotion`.`updated_at` AS `Promotion_updated_at` FROM `promotions` `Promotion` WHERE ((`Promotion`.`id` = ?)) LIMIT 1',
  programDates: `SELECT DATE_FORMAT(starts_on, '%Y-%m-%d') AS starts_on, DATE_FORMAT(ends_on, '%Y-%m-%d') AS ends_on,
            DATE_FORMAT(logging_ends_on, '%Y-%m-%d') AS logging_ends_on, program_length
       FROM promotions WHERE id = ?`,
  entriesBetween: `SELECT id, DATE_FORMAT(recorded_on, '%Y-%m-%d') AS recorded_on, notes, total_points, locked
         FROM entries WHERE user_id = ? AND recorded_on BETWEEN ? AND ?`,
  entryActivitiesOf: `SELECT id, entry_id, activity_id, feels_value, point_value
           FROM entry_activities WHERE entry_id IN (?) ORDER BY id`,
  triviaBetween: `SELECT DATE_FORMAT(date_answered, '%Y-%m-%d') AS day, SUM(point_value) AS points
       FROM user_activities
      WHERE user_id = ? AND answered_correctly = 1 AND date_answered BETWEEN ? AND ?
      GROUP BY date_answered`,
  activitiesOf:
    'SELECT `Activity`.`id` AS `Activity_id`, `Activity`.`promotion_id` AS `Activity_promotion_id`, `Activity`.`category_id` AS `Activity_category_id`, `Activity`.`name` AS `Activity_name`, `Activity`.`blurb` AS `Activity_blurb`, `Activity`.`content` AS `Activity_content`, `Activity`.`image_url` AS `Activity_image_url`, `Activity`.`week_available` AS `Activity_week_available`, `Activity`.`sequence` AS `Activity_sequence`, `Activity`.`is_one_time` AS `Activity_is_one_time`, `Activity`.`multiplier` AS `Activity_multiplier`, `Activity`.`parent_activity_id` AS `Activity_parent_activity_id`, `Activity`.`point_value` AS `Activity_point_value`, `Activity`.`question` AS `Activity_question`, `Activity`.`answers` AS `Activity_answers`, `Activity`.`correct_answer` AS `Activity_correct_answer`, `Activity`.`created_at` AS `Activity_created_at`, `Activity`.`updated_at` AS `Activity_updated_at` FROM `activities` `Activity` WHERE ((`Activity`.`promotion_id` = ?)) ORDER BY `Activity`.`week_available` ASC, `Activity`.`sequence` ASC, `Activity`.`id` ASC',
  categoriesOf:
    'SELECT `ActivityCategory`.`id` AS `ActivityCategory_id`, `ActivityCategory`.`promotion_id` AS `ActivityCategory_promotion_id`, `ActivityCategory`.`key` AS `ActivityCategory_key`, `ActivityCategory`.`display` AS `ActivityCategory_display`, `ActivityCategory`.`sequence` AS `ActivityCategory_sequence` FROM `activity_categories` `ActivityCategory` WHERE ((`ActivityCategory`.`promotion_id` = ?))',
  activityOf:
    'SELECT `Activity`.`id` AS `Activity_id`, `Activity`.`promotion_id` AS `Activity_promotion_id`, `Activity`.`category_id` AS `Activity_category_id`, `Activity`.`name` AS `Activity_name`, `Activity`.`blurb` AS `Activity_blurb`, `Activity`.`content` AS `Activity_content`, `Activity`.`image_url` AS `Activity_image_url`, `Activity`.`week_available` AS `Activity_week_available`, `Activity`.`sequence` AS `Activity_sequence`, `Activity`.`is_one_time` AS `Activity_is_one_time`, `Activity`.`multiplier` AS `Activity_multiplier`, `Activity`.`parent_activity_id` AS `Activity_parent_activity_id`, `Activity`.`point_value` AS `Activity_point_value`, `Activity`.`question` AS `Activity_question`, `Activity`.`answers` AS `Activity_answers`, `Activity`.`correct_answer` AS `Activity_correct_answer`, `Activity`.`created_at` AS `Activity_created_at`, `Activity`.`updated_at` AS `Activity_updated_at` FROM `activities` `Activity` WHERE ((`Activity`.`id` = ?) AND (`Activity`.`promotion_id` = ?)) LIMIT 1',
  teamOfUser: `SELECT t.id AS team_id, c.id AS competition_id, c.collection_id,
            DATE_FORMAT(c.competition_starts_on, '%Y-%m-%d') AS starts_on,
            DATE_FORMAT(c.competition_ends_on, '%Y-%m-%d') AS ends_on
       FROM users u JOIN teams t ON t.id = u.team_id AND t.status <> ?
       JOIN competitions c ON c.id = t.competition_id WHERE u.id = ?`,
  weekPicture: `SELECT i.id FROM work_styles s JOIN style_images i ON i.style_id = s.id
      WHERE (s.collection_id = COALESCE(?, (SELECT collection_id FROM promotions WHERE id = ?))
             OR s.promotion_id = ?)
      ORDER BY s.week = ? DESC, s.week <= ? DESC, s.week DESC, i.id LIMIT 1`,
  insertTeamWork: `INSERT IGNORE INTO team_works (promotion_id, team_id, competition_id, week, style_image_id)
     VALUES (?, ?, ?, ?, ?)`,
  lockUser:
    'SELECT `u`.`id` AS `u_id`, `u`.`promotion_id` AS `u_promotion_id`, `u`.`email` AS `u_email`, `u`.`role` AS `u_role`, `u`.`first_name` AS `u_first_name`, `u`.`last_name` AS `u_last_name`, `u`.`image_url` AS `u_image_url`, `u`.`location_id` AS `u_location_id`, `u`.`team_id` AS `u_team_id`, `u`.`reseller_id` AS `u_reseller_id`, `u`.`is_wall_expert` AS `u_is_wall_expert`, `u`.`total_points` AS `u_total_points`, `u`.`opted_in_individual_leaderboard` AS `u_opted_in_individual_leaderboard`, `u`.`opted_in_friends_leaderboard` AS `u_opted_in_friends_leaderboard`, `u`.`has_seen_add_activities_tutorial` AS `u_has_seen_add_activities_tutorial`, `u`.`has_seen_logging_tutorial` AS `u_has_seen_logging_tutorial`, `u`.`has_seen_read_quiz_tutorial` AS `u_has_seen_read_quiz_tutorial`, `u`.`goal` AS `u_goal`, `u`.`has_seen_tutorial` AS `u_has_seen_tutorial`, `u`.`has_seen_team_tutorial` AS `u_has_seen_team_tutorial`, `u`.`has_seen_friends` AS `u_has_seen_friends`, `u`.`hide_team_banner` AS `u_hide_team_banner`, `u`.`sso_identifier` AS `u_sso_identifier`, `u`.`udfs` AS `u_udfs`, `u`.`survey_available` AS `u_survey_available`, `u`.`stats_available` AS `u_stats_available`, `u`.`showing_evaluation_notification` AS `u_showing_evaluation_notification`, `u`.`has_seen_evaluation_tutorial` AS `u_has_seen_evaluation_tutorial`, `u`.`segments_earned` AS `u_segments_earned`, `u`.`segments_banked` AS `u_segments_banked`, `u`.`has_been_home` AS `u_has_been_home`, `u`.`started_home_walkthrough` AS `u_started_home_walkthrough`, `u`.`has_seen_gallery_walkthrough` AS `u_has_seen_gallery_walkthrough`, `u`.`goal_hit` AS `u_goal_hit`, `u`.`show_goal_hit` AS `u_show_goal_hit`, `u`.`stay_logged_in` AS `u_stay_logged_in`, `u`.`show_high_contrast` AS `u_show_high_contrast`, `u`.`failed_login_count` AS `u_failed_login_count`, `u`.`locked_at` AS `u_locked_at`, `u`.`email_friend_requests` AS `u_email_friend_requests`, `u`.`email_wall_posts` AS `u_email_wall_posts`, `u`.`email_team` AS `u_email_team`, `u`.`email_daily` AS `u_email_daily`, `u`.`email_unsubscribe_all` AS `u_email_unsubscribe_all`, `u`.`created_at` AS `u_created_at`, `u`.`updated_at` AS `u_updated_at` FROM `users` `u` WHERE `u`.`id` = ? FOR UPDATE',
  entryOfDay:
    'SELECT `Entry`.`id` AS `Entry_id`, `Entry`.`promotion_id` AS `Entry_promotion_id`, `Entry`.`user_id` AS `Entry_user_id`, `Entry`.`recorded_on` AS `Entry_recorded_on`, `Entry`.`notes` AS `Entry_notes`, `Entry`.`total_points` AS `Entry_total_points`, `Entry`.`locked` AS `Entry_locked`, `Entry`.`created_at` AS `Entry_created_at`, `Entry`.`updated_at` AS `Entry_updated_at` FROM `entries` `Entry` WHERE ((`Entry`.`user_id` = ?) AND (`Entry`.`recorded_on` = ?)) LIMIT 1',
  insertEntry:
    'INSERT INTO `entries`(`id`, `promotion_id`, `user_id`, `recorded_on`, `notes`, `total_points`, `locked`, `created_at`, `updated_at`) VALUES (DEFAULT, ?, ?, ?, NULL, 0, false, DEFAULT, DEFAULT) RETURNING `id`, `total_points`, `locked`, `created_at`, `updated_at`',
  entryActivitiesOfEntry:
    'SELECT `EntryActivity`.`id` AS `EntryActivity_id`, `EntryActivity`.`entry_id` AS `EntryActivity_entry_id`, `EntryActivity`.`activity_id` AS `EntryActivity_activity_id`, `EntryActivity`.`feels_value` AS `EntryActivity_feels_value`, `EntryActivity`.`point_value` AS `EntryActivity_point_value`, `EntryActivity`.`created_at` AS `EntryActivity_created_at` FROM `entry_activities` `EntryActivity` WHERE ((`EntryActivity`.`entry_id` = ?))',
  insertEntryActivity:
    'INSERT INTO `entry_activities`(`id`, `entry_id`, `activity_id`, `feels_value`, `point_value`, `created_at`) VALUES (DEFAULT, ?, ?, ?, ?, DEFAULT) RETURNING `id`, `feels_value`, `created_at`',
  dayBonus: `SELECT (SELECT COALESCE(SUM(bonus_points), 0) FROM works WHERE user_id = ? AND bonus_on = ?)
            + (SELECT COALESCE(SUM(points), 0) FROM work_bonuses
                WHERE target_user_id = ? AND applied = 1 AND decided_on = ?) AS points`,
  updateEntryTotal:
    'UPDATE `entries` SET `total_points` = ?, `updated_at` = CURRENT_TIMESTAMP WHERE `id` IN (?)',
  userTotal: 'SELECT COALESCE(SUM(total_points), 0) AS total FROM entries WHERE user_id = ?',
  updateUserTotal:
    'UPDATE `users` SET `total_points` = ?, `updated_at` = CURRENT_TIMESTAMP WHERE `id` IN (?)',
  loggedCount:
    'SELECT COUNT(*) AS logged FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id WHERE e.user_id = ?',
  workOfUser:
    'SELECT `Work`.`id` AS `Work_id`, `Work`.`promotion_id` AS `Work_promotion_id`, `Work`.`user_id` AS `Work_user_id`, `Work`.`current_user_id` AS `Work_current_user_id`, `Work`.`style_id` AS `Work_style_id`, `Work`.`style_image_id` AS `Work_style_image_id`, `Work`.`segments_available` AS `Work_segments_available`, `Work`.`segments_revealed` AS `Work_segments_revealed`, `Work`.`completed` AS `Work_completed`, `Work`.`completed_at` AS `Work_completed_at`, `Work`.`user_completed` AS `Work_user_completed`, `Work`.`user_completed_at` AS `Work_user_completed_at`, `Work`.`free_reveal` AS `Work_free_reveal`, `Work`.`made_final_gallery_choice` AS `Work_made_final_gallery_choice`, `Work`.`public_gallery` AS `Work_public_gallery`, `Work`.`made_final_bonus_choice` AS `Work_made_final_bonus_choice`, `Work`.`bonus_choice` AS `Work_bonus_choice`, `Work`.`bonus_points` AS `Work_bonus_points`, `Work`.`bonus_on` AS `Work_bonus_on`, `Work`.`created_at` AS `Work_created_at`, `Work`.`updated_at` AS `Work_updated_at` FROM `works` `Work` WHERE ((`Work`.`current_user_id` = ?)) LIMIT 1',
  updateUserSegments:
    'UPDATE `users` SET `segments_earned` = ?, `segments_banked` = ?, `updated_at` = CURRENT_TIMESTAMP WHERE `id` IN (?)',
  updateWork:
    'UPDATE works SET segments_available = ?, completed = ?, completed_at = ? WHERE id = ?',
  lockTeamWork:
    'SELECT id, segments_available FROM team_works WHERE team_id = ? AND week = ? FOR UPDATE',
  updateTeamWork:
    'UPDATE team_works SET segments_available = ?, completed_at = IF(? >= ?, NOW(3), NULL) WHERE id = ?',
  addTeamWorkMember: `INSERT INTO team_work_members (team_work_id, user_id, segments) VALUES (?, ?, ?)
     ON DUPLICATE KEY UPDATE segments = segments + VALUES(segments)`,
  profiles: 'SELECT id, first_name, last_name, image_url FROM users WHERE id IN (?)',
  teamNames: 'SELECT id, name FROM teams WHERE id IN (?)',
  locationNames: 'SELECT id, name FROM locations WHERE id IN (?)',
} as const;
