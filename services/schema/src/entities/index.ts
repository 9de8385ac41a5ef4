import { Activity } from './activity';
import { Badge } from './badge';
import { Content } from './content';
import { CustomPrompt } from './custom-prompt';
import { CustomEmail } from './custom-email';
import { EmailDelivery } from './email-delivery';
import { Eligibility } from './eligibility';
import { Location } from './location';
import { LocationFile } from './location-file';
import { Report } from './report';
import { Reseller } from './reseller';
import { SsoExtra } from './sso-extra';
import { SuperCoordinatorPromotion } from './super-coordinator-promotion';
import { Team, TeamInvite, TeamMember } from './team';
import { TeamWork, TeamWorkMember } from './team-work';
import { ActivityCategory } from './activity-category';
import { Entry } from './entry';
import { Evaluation } from './evaluation';
import { EvaluationDefinition } from './evaluation-definition';
import { EntryActivity } from './entry-activity';
import { Notification } from './notification';
import { Organization } from './organization';
import { PasswordReset } from './password-reset';
import { ProfileImage } from './profile-image';
import { EligibilityFile, EligibilityFileChunk, EligibilityFileError } from './eligibility-file';
import { Follow } from './follow';
import { Friendship } from './friendship';
import { Like } from './like';
import { Post } from './post';
import { PostTag } from './post-tag';
import { Promotion } from './promotion';
import { User } from './user';
import { UserActivity } from './user-activity';
import { UserBadge } from './user-badge';
import { UserDevice } from './user-device';
import { UserSurvey, UserSurveyDef } from './user-survey';
import { Work } from './work';
import { WorkBonus } from './work-bonus';
import { StyleImage, WorkStyle, WorkStyleCollection } from './work-style';
import { Competition } from './competition';
import { Behavior } from './behavior';
import { Level } from './level';
import { PointThreshold } from './point-threshold';
import { Recipe, RecipeRating } from './recipe';
import { Conversation, ConversationMember, Message } from './conversation';
import { GalleryImage } from './gallery-image';
import { ContactRequest, Feedback, TipShare } from './support';

export {
  Activity,
  Competition,
  Behavior,
  Level,
  PointThreshold,
  StyleImage,
  Work,
  WorkBonus,
  WorkStyle,
  WorkStyleCollection,
  Badge,
  Content,
  CustomPrompt,
  Evaluation,
  EvaluationDefinition,
  Eligibility,
  EligibilityFile,
  EligibilityFileChunk,
  EligibilityFileError,
  Location,
  LocationFile,
  Report,
  Reseller,
  SsoExtra,
  SuperCoordinatorPromotion,
  Team,
  TeamInvite,
  TeamMember,
  TeamWork,
  TeamWorkMember,
  ActivityCategory,
  Entry,
  EntryActivity,
  Notification,
  Organization,
  PasswordReset,
  ProfileImage,
  Follow,
  Friendship,
  Like,
  Post,
  PostTag,
  Promotion,
  User,
  UserActivity,
  UserBadge,
  UserDevice,
  UserSurvey,
  UserSurveyDef,
  Recipe,
  RecipeRating,
  GalleryImage,
  Conversation,
  ConversationMember,
  Message,
  ContactRequest,
  Feedback,
  TipShare,
};
export { GALLERY_CATEGORIES, GALLERY_LIBRARIES } from './gallery-image';
export type { GalleryCategory, GalleryLibrary } from './gallery-image';
export type { SurveyQuestion } from './user-survey';
export { PROMPT_DATA_TYPES, PROMPT_TYPES, promptDataType } from './custom-prompt';
export type { PromptDataType, PromptType } from './custom-prompt';
export { INITIAL_ASSESSMENT } from './evaluation-definition';
export type { EvaluationQuestion } from './evaluation-definition';
export { ROLES } from './user';
export { BADGE_CATEGORIES } from './badge';
export type { BadgeCategory } from './badge';
export { ELIGIBILITY_FILE_STATUS } from './eligibility-file';
export { LOCATION_FILE_STATUS } from './location-file';
export type { LocationFileStatus } from './location-file';
export type { EligibilityFileStatus } from './eligibility-file';
export { CUSTOM_EMAIL_STATUS } from './custom-email';
export type { CustomEmailStatus } from './custom-email';
export { DELIVERY_STATES } from './email-delivery';
export type { DeliveryState } from './email-delivery';
export type { Role } from './user';
export { GALLERY_WALL, WALLABLE_TYPES } from './post';
export { SHARE_MEDIA } from './support';
export type { ShareMedium } from './support';
export { REPORT_TYPES } from './report';
export type { ReportType } from './report';
export { TEAM_INVITE_STATUS, TEAM_INVITE_TYPE, TEAM_STATUS } from './team';
export type { TeamInviteStatus, TeamInviteType } from './team';
export { FRIENDSHIP_STATUS } from './friendship';
export type { FriendshipStatus } from './friendship';
export type { WallableType } from './post';
export { TEAM_SCORING_RULES } from './competition';
export type { TeamScoringRule } from './competition';
export { POINTABLE_TYPES } from './point-threshold';
export type { PointableType } from './point-threshold';
export { RECIPE_EASES, RECIPE_MEALS } from './recipe';
export { CONVERSATION_TYPES } from './conversation';
export type { ConversationType } from './conversation';
export type { RecipeEase, RecipeMeal } from './recipe';

export const entities = [
  Organization,
  Promotion,
  User,
  ActivityCategory,
  Activity,
  Entry,
  EntryActivity,
  UserActivity,
  Post,
  Like,
  Follow,
  Friendship,
  PostTag,
  Notification,
  Reseller,
  SsoExtra,
  Location,
  LocationFile,
  SuperCoordinatorPromotion,
  Content,
  CustomEmail,
  EmailDelivery,
  Report,
  Team,
  TeamMember,
  TeamInvite,
  TeamWork,
  TeamWorkMember,
  Eligibility,
  PasswordReset,
  ProfileImage,
  UserDevice,
  EligibilityFile,
  EligibilityFileChunk,
  EligibilityFileError,
  UserSurveyDef,
  UserSurvey,
  CustomPrompt,
  EvaluationDefinition,
  Evaluation,
  WorkStyleCollection,
  WorkStyle,
  StyleImage,
  Work,
  Badge,
  UserBadge,
  Competition,
  Behavior,
  Level,
  PointThreshold,
  Recipe,
  RecipeRating,
  GalleryImage,
  WorkBonus,
  Conversation,
  ConversationMember,
  Message,
  ContactRequest,
  Feedback,
  TipShare,
];
