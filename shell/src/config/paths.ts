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
  wall: '/wall',
  'go.u.notifications': '/notifications',
  'go.u.tips': '/tips',
  'expert.posts': '/wallexpert/posts',
  promotions: '/promotions',
  'dashboard.stats': '/coordinator/dashboard/stats',
  'content.home': '/content/home',
  settings: '/settings',
  'settings.email': '/settings/email',
  'support.contact': '/support/contact',
  'support.faqs': '/support/faqs',
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
