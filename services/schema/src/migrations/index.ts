import { InitialSchema1700000000000 } from './1700000000000-initial-schema';
import { UserActivities1795240695543 } from './1795240695543-user-activities';
import { LeaderboardIndexes1795300000000 } from './1795300000000-leaderboard-indexes';
import { WallSocial1795400000000 } from './1795400000000-wall-social';
import { Notifications1795500000000 } from './1795500000000-notifications';
import { Administration1795600000000 } from './1795600000000-administration';
import { UploadQuota1795700000000 } from './1795700000000-upload-quota';
import { Email1795800000000 } from './1795800000000-email';
import { PasswordReset1795900400000 } from './1795900400000-password-reset';
import { PromotionColour1796000000000 } from './1796000000000-promotion-colour';
import { Registration1796100000000 } from './1796100000000-registration';
import { SettingsGoalDevices1796400000000 } from './1796400000000-settings-goal-devices';
import { EligibilityFiles1796200000000 } from './1796200000000-eligibility-files';
import { Prestart1796300000000 } from './1796300000000-prestart';
import { HighContrast1796900000000 } from './1796900000000-high-contrast';
import { Evaluations1796500000000 } from './1796500000000-evaluations';
import { Works1796800000000 } from './1796800000000-works';
import { Badges1796700000000 } from './1796700000000-badges';
import { LocationTree1797100000000 } from './1797100000000-location-tree';
import { WorkBonus1797800000000 } from './1797800000000-work-bonus';
import { LocationBoards1797400000000 } from './1797400000000-location-boards';
import { Leaderboards1796600000000 } from './1796600000000-leaderboards';
import { Competitions1798000000000 } from './1798000000000-competitions';
import { Recipes1798500000000 } from './1798500000000-recipes';
import { GalleryImages1797200000000 } from './1797200000000-gallery-images';
import { TeamInvites1798600000000 } from './1798600000000-team-invites';
import { Friends1798900000000 } from './1798900000000-friends';
import { GiftPoints1798910000000 } from './1798910000000-gift-points';
import { Conversations1798800000000 } from './1798800000000-conversations';
import { HideTeamBanner1799200000000 } from './1799200000000-hide-team-banner';
import { OrganizationSso1799250000000 } from './1799250000000-organization-sso';
import { TeamWorks1798700000000 } from './1798700000000-team-works';
import { GallerySupport1799000000000 } from './1799000000000-gallery-support';
import { TipShares1799000100000 } from './1799000100000-tip-shares';
import { FeedbackFields1799400000000 } from './1799400000000-feedback-fields';
import { PromotionAdmin1799500000000 } from './1799500000000-promotion-admin';
import { EvaluationFlags1799650000000 } from './1799650000000-evaluation-flags';

/** The one ordered migration history of the schema. */
export const migrations = [
  InitialSchema1700000000000,
  UserActivities1795240695543,
  LeaderboardIndexes1795300000000,
  WallSocial1795400000000,
  Notifications1795500000000,
  Administration1795600000000,
  UploadQuota1795700000000,
  Email1795800000000,
  PasswordReset1795900400000,
  PromotionColour1796000000000,
  Registration1796100000000,
  SettingsGoalDevices1796400000000,
  EligibilityFiles1796200000000,
  Prestart1796300000000,
  HighContrast1796900000000,
  Evaluations1796500000000,
  Works1796800000000,
  Badges1796700000000,
  LocationTree1797100000000,
  Leaderboards1796600000000,
  Competitions1798000000000,
  Recipes1798500000000,
  WorkBonus1797800000000,
  LocationBoards1797400000000,
  GalleryImages1797200000000,
  TeamInvites1798600000000,
  Friends1798900000000,
  GiftPoints1798910000000,
  Conversations1798800000000,
  HideTeamBanner1799200000000,
  OrganizationSso1799250000000,
  TeamWorks1798700000000,
  GallerySupport1799000000000,
  TipShares1799000100000,
  FeedbackFields1799400000000,
  PromotionAdmin1799500000000,
  EvaluationFlags1799650000000,
];
