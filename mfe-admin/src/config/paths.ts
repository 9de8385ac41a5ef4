/**
 * Every path of the admin remote, keyed by the product's state names. It lives outside
 * src/app because features link to these paths and imports never flow from src/app back.
 */
export const paths = {
  promotions: '/promotions',
  /** /promotions?org_id&reseller_id (spec 3 s2). */
  promotionsOf: (filter: { org_id?: number; reseller_id?: number }) => {
    const query = new URLSearchParams(
      Object.entries(filter).flatMap(([key, value]) => (value ? [[key, String(value)]] : [])),
    ).toString();
    return query ? `/promotions?${query}` : '/promotions';
  },
  'promotion.view': (promotionId: number | string) => `/promotion/${promotionId}`,
  'promotion.create': (orgId?: number) => `/promotion/create${orgId ? `?org_id=${orgId}` : ''}`,
  'promotion.edit': (promotionId: number | string) => `/promotion/${promotionId}/edit`,
  /** Spec 3 s2 "Organizations and promotions (master)" and "Resellers". */
  organizations: '/organizations',
  organizationsOf: (resellerId: number) => `/organizations?reseller_id=${resellerId}`,
  'organization.view': (id: number | string) => `/organization/${id}`,
  'organization.create': (resellerId?: number) =>
    `/organization/create${resellerId ? `?reseller_id=${resellerId}` : ''}`,
  'organization.edit': (id: number | string) => `/organization/${id}/edit`,
  resellers: '/resellers',
  'reseller.create': (id: number | string = 'new') => `/reseller/${id}/create`,
  'reseller.edit': (id: number | string) => `/reseller/${id}/edit`,
  'dashboard.root': '/dashboard',
  'coordinator.dashboard': '/coordinator/dashboard',
  'coordinator.dashboard.stats': '/coordinator/dashboard/stats',
  'coordinator.dashboard.participants': '/coordinator/dashboard/participants',
  'coordinator.dashboard.promotional_tools': '/coordinator/dashboard/promotional_tools',
  'coordinator.dashboard.flagged_posts': '/coordinator/dashboard/dashboard/flagged_posts',
  'coordinator.dashboard.teams': '/coordinator/dashboard/teams',
  'coordinator.dashboard.eligibility': '/coordinator/dashboard/eligibility',
  'coordinator.dashboard.reports': (promotionId: number | string = 1) =>
    `/coordinator/dashboard/promotions/${promotionId}/reports`,
  'promotion.reports': (promotionId: number | string) => `/promotion/${promotionId}/reports`,
  'promotion.one_time_email.create': (promotionId: number | string) =>
    `/promotion/${promotionId}/one_time_email/create`,
  'promotion.one_time_email.edit': (promotionId: number | string, id: number | string) =>
    `/promotion/${promotionId}/one_time_email/edit/${id}`,
  'promotion.one_time_email.queue': (promotionId: number | string) =>
    `/promotion/${promotionId}/one_time_email/queue`,
  'promotion.test_email': (promotionId: number | string) => `/promotion/${promotionId}/test_email`,
  /** go.u.promotion.badges and its editor (spec 3 s2 /badges, /badges/{badgeId}/edit, /badges/new). */
  'promotion.badges': (promotionId: number | string) => `/promotion/${promotionId}/badges`,
  'promotion.badges.new': (promotionId: number | string) => `/promotion/${promotionId}/badges/new`,
  'promotion.badges.edit': (promotionId: number | string, badgeId: number | string) =>
    `/promotion/${promotionId}/badges/${badgeId}/edit`,
  /** Spec 3 s2 promotion children: competitions, behaviours, levels, point thresholds. */
  'promotion.competitions': (promotionId: number | string) =>
    `/promotion/${promotionId}/competitions`,
  'promotion.competition.new': (promotionId: number | string) =>
    `/promotion/${promotionId}/competition/new`,
  'promotion.competition.edit': (promotionId: number | string, id: number | string) =>
    `/promotion/${promotionId}/competition/${id}/edit`,
  'promotion.competition.behaviors': (promotionId: number | string, id: number | string) =>
    `/promotion/${promotionId}/competition/${id}/behaviors`,
  'promotion.competition_behaviors': (promotionId: number | string) =>
    `/promotion/${promotionId}/competition-behaviors`,
  'promotion.levels': (promotionId: number | string) => `/promotion/${promotionId}/levels`,
  'promotion.point_thresholds': (promotionId: number | string) =>
    `/promotion/${promotionId}/point_thresholds`,
  'promotion.point_threshold': (promotionId: number | string, id: number | string) =>
    `/promotion/${promotionId}/point_thresholds/${id}`,
  /** Spec 3 s2 /promotion/{promotionId}/teams/{teamId}/edit: the coordinator's team editor. */
  'promotion.team.edit': (promotionId: number | string, teamId: number | string) =>
    `/promotion/${promotionId}/teams/${teamId}/edit`,
  /** Spec 3 s2 "Work styles and collections". */
  'collections.list': '/collections/list',
  'collections.create': '/collections/create',
  'collections.edit': (id: number | string) => `/collections/edit/${id}`,
  'collections.style.images': (collectionId: number | string, styleId: number | string) =>
    `/collections/${collectionId}/style/${styleId}`,
  'workstyles.list': '/workstyles/list',
  'workstyles.create': '/workstyles/create',
  'workstyles.edit': (id: number | string) => `/workstyles/edit/${id}`,
  'workstyles.images': (styleId: number | string) => `/workstyles/images/${styleId}`,
  'promotion.image_library': (promotionId: number | string) =>
    `/promotion/${promotionId}/image_library`,
  'promotion.frame_library': (promotionId: number | string) =>
    `/promotion/${promotionId}/frame_library`,
  /** Spec 3 s2 promotion children: custom content, libraries, questionnaire, end of programme. */
  'promotion.tips': (promotionId: number | string) => `/promotion/${promotionId}/tips`,
  'promotion.thrive': (promotionId: number | string) => `/promotion/${promotionId}/thrive`,
  'promotion.profile_photo_library': (promotionId: number | string) =>
    `/promotion/${promotionId}/profile_photo_library`,
  'promotion.emotional_fitness_survey': (promotionId: number | string) =>
    `/promotion/${promotionId}/emotional_fitness_survey`,
  'promotion.eop': (promotionId: number | string) => `/promotion/${promotionId}/eop`,
  /** Spec 3 s2 /promotion/{promotionId}/ssoextra?extraId: the SSO extras of a promotion. */
  'promotion.ssoextra': (promotionId: number | string) => `/promotion/${promotionId}/ssoextra`,
  /** Spec 3 s2 /promotion/{id}/users, /user (add, or edit with ?userId), /coordinators, /labels, /participant_video, /eop. */
  'promotion.users': (promotionId: number | string) => `/promotion/${promotionId}/users`,
  'promotion.user': (promotionId: number | string, userId?: number) =>
    `/promotion/${promotionId}/user${userId ? `?userId=${userId}` : ''}`,
  'promotion.coordinators': (promotionId: number | string) =>
    `/promotion/${promotionId}/coordinators`,
  'promotion.labels': (promotionId: number | string) => `/promotion/${promotionId}/labels`,
  'promotion.participant_video': (promotionId: number | string) =>
    `/promotion/${promotionId}/participant_video`,
  /** The Account & Role tab of a user's settings (spec 3 "Settings"): the users table's Edit. */
  'settings.dashboard.of': (userId: number, promotionId: number) =>
    `/settings/dashboard?userId=${userId}&promotionId=${promotionId}`,
  /** Spec 3 s2 "Impersonation route /{userId}/impersonate under the promotion user area". */
  'promotion.user.impersonate': (promotionId: number | string, userId: number | string) =>
    `/promotion/${promotionId}/user/${userId}/impersonate`,
  /** Spec 3 s3 "Keyword: listed for a promotion or a user": a user's keywords. */
  'promotion.user.keywords': (promotionId: number | string, userId: number | string) =>
    `/promotion/${promotionId}/user/${userId}/keywords`,
  eligibilities: '/eligibilities',
  eligibilityfiles: '/eligibilityfiles',
  'eligibility.create': (eligId: number | string = 'new') => `/eligibility/${eligId}/create`,
  'eligibility.edit': (eligId: number | string) => `/eligibility/${eligId}/edit`,
  /** Spec 3 s2 "Evaluations" (the promotion in the query when it is not the site's own). */
  'evaluations-definitions': (promotionId?: number) =>
    `/evaluations-definitions${promotionId ? `?promotion_id=${promotionId}` : ''}`,
  'evaluations-definitions.new': (promotionId?: number) =>
    `/evaluations-definitions/new${promotionId ? `?promotion_id=${promotionId}` : ''}`,
  'evaluations-definitions.edit': (id: number | string, promotionId?: number) =>
    `/evaluations-definitions/${id}/edit${promotionId ? `?promotion_id=${promotionId}` : ''}`,
  'evaluations-definitions.custom_prompts': (id: number | string, promotionId?: number) =>
    `/evaluations-definitions/${id}/edit/custom_prompts${promotionId ? `?promotion_id=${promotionId}` : ''}`,
  'promotion.custom_prompts': (promotionId: number | string) =>
    `/promotion/${promotionId}/custom_prompts`,
  content: (category: string) => `/content/${encodeURIComponent(category)}`,
  'locations.view': '/locations/view',
  'locations.settings': '/locations/settings',
  settings: '/settings',
  'settings.profile': '/settings/profile',
  'settings.dashboard': '/settings/dashboard',
  'settings.email': '/settings/email',
  'settings.devices': '/settings/devices',
  'settings.goal': '/settings/goal',
} as const;
