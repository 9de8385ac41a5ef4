/**
 * Every path the shell renders or links to, keyed by the product's state names. Paths owned
 * by remotes appear here only because the shell's navigation links to them.
 */
export const paths = {
  root: '/',
  welcome: '/welcome',
  /** Spec 3 s2: the forgotten-password dialog over the welcome page. */
  'welcome.forgot': '/welcome/forgot',
  /** Spec 3 s2 "Registration (go.register)". */
  'go.register': '/register',
  /** The first prestart step, where a new registration lands (spec 3 s4 "Registration"). */
  'go.u.prestart.basics': '/prestart/basics',
  logout: '/logout',
  /** Spec 3 s2/s4: the prestart wizard (content category prestart) and its steps. */
  prestart: '/prestart',
  'prestart.basics': '/prestart/basics',
  'prestart.emotional_survey': '/prestart/emotional_survey',
  'prestart.connect_device': '/prestart/connect_device',
  'prestart.team': '/prestart/team',
  /** The team step's join and create screens (mfe-social, spec 2 s2 "equivalent" screens). */
  'prestart.team.join': '/prestart/team/join',
  'prestart.team.create': '/prestart/team/create',
  'prestart.final': '/prestart/final',
  /** Opens an impersonated session from the token in the URL's fragment (services/admin README). */
  impersonate: '/impersonate',
  'go.u.home': '/home',
  'go.u.activities.week': (week: number) => `/activities/${week}`,
  'go.u.activities.prestart': '/activity-prestart',
  'how it works': '/how-it-works',
  /** The learn area's first tab (mfe-participant). */
  learn: '/why-systain',
  leaderboard: '/leaderboard',
  'go.u.badges': '/badges',
  /** go.u.promotion.badges: the badge administration of a promotion (mfe-admin). */
  'promotion.badges': (promotionId: number) => `/promotion/${promotionId}/badges`,
  'promotion.competitions': (promotionId: number) => `/promotion/${promotionId}/competitions`,
  wall: '/wall',
  'go.u.notifications': '/notifications',
  'go.u.messages': '/messages',
  'go.u.tips': '/tips',
  'go.u.tips.today': '/tips/today',
  'go.u.tips.all': '/tips/all',
  'go.u.tip': '/tip/:id',
  'go.u.activities': '/activities',
  'go.u.wall.all': '/wall/all',
  'go.u.wall.filter.following': '/wall/filter/following',
  'go.u.wall.filter.view': (filter: string) => `/wall/filter/view/${filter}`,
  'go.u.notifications.unread': '/notifications/unread',
  'go.u.notifications.all': '/notifications/all',
  'go.u.wallexpert.walls': (wallableId: number) => `/wallexpert/walls/${wallableId}`,
  'go.u.gallery.filter': (filter: string) => `/art-gallery/${filter}`,
  'go.u.stats': '/stats',
  /** Spec 3 s2 full-screen dialog: the "My Stats" end-of-programme survey. */
  'go.u.survey': '/survey',
  /** Spec 3 s2 go.evaluation: the pending programme evaluation, or home. */
  'go.evaluation': '/usereval',
  'go.u.profile.friends.all': '/profile/friends/all',
  'go.u.profile.friends.requests': '/profile/friends/requests',
  /** Spec 2 s2 "Team competition": base path /artprize (mfe-social). */
  'go.u.teamcompetition.join': '/artprize/join',
  'go.u.teamcompetition.create': '/artprize/create',
  'go.u.teamcompetition.myteam': '/artprize/myteam',
  'go.u.teamcompetition.myteam.week': (week: number) => `/artprize/myteam/week/${week}`,
  'go.u.teamcompetition.awards': (week: number) => `/artprize/awards/${week}`,
  /** Spec 2 s2 "Recipes". */
  'go.u.recipes.today': '/recipes/today',
  'go.u.recipes.all': '/recipes/all',
  'go.u.recipe': '/recipe/:id',
  'go.u.recipes.why': '/recipes/why',
  /** Spec 3 s2: the promotion's questionnaire (the emotional survey). */
  'promotion.emotional_fitness_survey': (promotionId: number) =>
    `/promotion/${promotionId}/emotional_fitness_survey`,
  'promotion.reports': (promotionId: number) => `/promotion/${promotionId}/reports`,
  resellers: '/resellers',
  organizations: '/organizations',
  style_collections: '/collections/list',
  work_styles: '/workstyles/list',
  'expert.posts': '/wallexpert/posts',
  promotions: '/promotions',
  'dashboard.stats': '/coordinator/dashboard/stats',
  'content.home': '/content/home',
  settings: '/settings',
  'settings.profile': '/settings/profile',
  'settings.email': '/settings/email',
  'settings.dashboard': '/settings/dashboard',
  'support.contact': '/support/contact',
  'support.faqs': '/support/faqs',
  /** Spec 3 s2: the full-screen Feedback dialog (is_feedback_enabled). */
  feedback: '/feedback',
  'legal.privacy': '/legal/privacy',
  'legal.terms': '/legal/terms',
  sitemap: '/sitemap',
  opt_in_participation: '/opt_in_participation',
  /** Spec 2 "Support and other": /unsubscribe?email&token, the link in every e-mail. */
  unsubscribe: '/unsubscribe',
  /** The legacy form of that link, rewritten to the query form. */
  'unsubscribe.legacy': '/unsubscribe/:email',
} as const;

/** Short names people type or remember, each sent to the page it means. */
export const shortPaths: Record<string, string> = {
  '/privacy': paths['legal.privacy'],
  '/terms': paths['legal.terms'],
  '/help': paths['support.faqs'],
  '/faqs': paths['support.faqs'],
  '/support': paths['support.faqs'],
};
