/**
 * Every path this remote serves or links to, keyed by the product's state names.
 * It lives outside src/app because features link to these paths and imports never flow
 * from src/app back into features.
 */
export const paths = {
  'go.u.wall': '/wall',
  'go.u.wall.all': '/wall/all',
  'go.u.wall.post': '/wall/post/:id',
  'go.u.wall.filter.view': '/wall/filter/view/:filter',
  'go.u.wall.filter.following': '/wall/filter/following',
  'go.u.wallexpert.posts': '/wallexpert/posts',
  'go.u.wallexpert.walls': '/wallexpert/walls/:wallable_id',
  'go.u.notifications': '/notifications',
  'go.u.messages': '/messages',
  'go.u.notifications.unread': '/notifications/unread',
  'go.u.notifications.all': '/notifications/all',
  'go.u.tips': '/tips',
  'go.u.tips.today': '/tips/today',
  'go.u.tips.all': '/tips/all',
  'go.u.tip': '/tip/:id',
  'go.u.recipes': '/recipes',
  'go.u.recipes.why': '/recipes/why',
  'go.u.recipes.today': '/recipes/today',
  'go.u.recipes.all': '/recipes/all',
  'go.u.recipe': '/recipe/:id',
  'go.u.profile.friends': '/profile/friends',
  'go.u.profile.friends.all': '/profile/friends/all',
  'go.u.profile.friends.requests': '/profile/friends/requests',
  /** Spec 2 s2 "Team competition": base path /artprize (abstract, title Team). */
  'go.u.teamcompetition': '/artprize',
  'go.u.teamcompetition.join': '/artprize/join',
  'go.u.teamcompetition.create': '/artprize/create',
  'go.u.teamcompetition.myteam': '/artprize/myteam',
  /** Spec 2 s2 "The prestart onboarding flow has equivalent create, join and myteam screens". */
  'go.u.prestart.team.join': '/prestart/team/join',
  'go.u.prestart.team.create': '/prestart/team/create',
  'go.u.prestart.team.myteam': '/prestart/team/myteam',
  /** The shell's prestart wizard: the step after the team step (spec 3 s4). */
  'go.u.prestart.final': '/prestart/final',
  /** The team weeks screens (src/features/team-weeks); my team links to each week. */
  'go.u.teamcompetition.myteam.week': '/artprize/myteam/week/:week',
  'go.u.teamcompetition.awards': '/artprize/awards/:week',
  'go.u.home': '/home',
  'go.u.gallery': '/art-gallery',
  'go.u.gallery.filter': '/art-gallery/:filter',
} as const;
