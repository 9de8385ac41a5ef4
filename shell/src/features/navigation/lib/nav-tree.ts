import { paths } from '../../../config/paths';
import type { NavPromotion, NavRole, NavUser } from './derived-roles';
import { ALL_ROLES } from './nav-node';
import type { NavNode } from './nav-node';
import { isBuilt } from './not-built';

type Roles = NavNode['roles'];
type Extra = Partial<Omit<NavNode, 'id' | 'name' | 'link' | 'roles'>>;

const node = (
  id: string,
  name: string,
  link: string | undefined,
  roles: Roles,
  extra: Extra = {},
) => ({ id, name, link, roles, allowClick: true, available: isBuilt(id), ...extra }) as NavNode;

const GALLERY_FILTERS = [
  ['all', 'All'],
  ['my', 'My Posts'],
  ['location', 'Location'],
  ['friends', 'Friends'],
] as const;

const PARTICIPANT: readonly NavRole[] = ['Participant'];
const STAFF: readonly NavRole[] = ['Staff'];
const MASTER: readonly NavRole[] = ['Master'];

/** Log Week 1..N (spec 1 s2): weeks after the current one are listed but cannot be clicked. */
export function weekNodes(promotion: NavPromotion): NavNode[] {
  return Array.from({ length: promotion.weeks }, (_, index) => {
    const week = index + 1;
    return node(
      `activities.week.${week}`,
      `Week ${week}`,
      paths['go.u.activities.week'](week),
      PARTICIPANT,
      {
        params: { week },
        allowClick: week <= promotion.current_week,
      },
    );
  });
}

function staffNodes(user: NavUser): NavNode[] {
  return [
    node('promotions', 'Promotions', paths.promotions, MASTER),
    node('dashboard', 'Dashboard', paths['dashboard.stats'], STAFF, {
      children: [
        node('dashboard.resellers', 'Resellers', paths.resellers, MASTER),
        node('dashboard.organizations', 'Organizations', paths.organizations, MASTER),
        node('dashboard.reports', 'Reports', paths['promotion.reports'](user.promotion_id), MASTER),
        node('dashboard.style_collections', 'Style Collections', paths.style_collections, MASTER),
        node('dashboard.work_styles', 'Work Styles', paths.work_styles, MASTER),
      ],
    }),
    node('content', 'Content', paths['content.home'], STAFF),
    node('badge_admin', 'Badge Admin', paths['promotion.badges'](user.promotion_id), STAFF),
    node('competitions', 'Competitions', paths['promotion.competitions'](user.promotion_id), STAFF),
    node(
      'emotional_survey',
      'Emotional Survey',
      paths['promotion.emotional_fitness_survey'](user.promotion_id),
      STAFF,
    ),
  ];
}

function programmeNodes(promotion: NavPromotion | undefined): NavNode[] {
  // The showcase opens on the competition's current week (its weeks count from its own start).
  const week = Math.max(1, promotion?.current_competition?.current_week ?? 1);
  return [
    node('home', 'Home', paths['go.u.home'], PARTICIPANT),
    node('activities', 'Activities', undefined, PARTICIPANT, {
      requires: ['PromotionStarted'],
      children: [
        node('activities.log', 'Log', paths['go.u.activities'], PARTICIPANT),
        ...(promotion ? weekNodes(promotion) : []),
      ],
    }),
    node('activities.prestart', 'How It Works', paths['go.u.activities.prestart'], PARTICIPANT, {
      requires: ['Prestart'],
    }),
    node('leaderboard', 'Leaderboard', paths.leaderboard, PARTICIPANT, {
      requires: ['Leaderboard'],
    }),
    node('badges', 'Badges', paths['go.u.badges'], PARTICIPANT),
    node('wall', promotion?.wall_label || 'Wall', paths.wall, PARTICIPANT, {
      requires: [['Wall', 'PrestartWall']],
      children: [
        node('wall.all', 'All Posts', paths['go.u.wall.all'], PARTICIPANT),
        node('wall.following', 'Following', paths['go.u.wall.filter.following'], PARTICIPANT),
        node('wall.location', 'Location', paths['go.u.wall.filter.view']('location'), PARTICIPANT),
        node('wall.friends', 'Friends', paths['go.u.wall.filter.view']('friends'), PARTICIPANT, {
          requires: ['Buddies'],
        }),
        node('wall.my', 'My Posts', paths['go.u.wall.filter.view']('my'), PARTICIPANT),
        node('wall.tagged', 'Tagged', paths['go.u.wall.filter.view']('tagged'), PARTICIPANT),
      ],
    }),
    node('gallery', 'Art Gallery', paths['go.u.gallery.filter']('all'), PARTICIPANT, {
      children: GALLERY_FILTERS.map(([filter, name]) =>
        node(`gallery.${filter}`, name, paths['go.u.gallery.filter'](filter), PARTICIPANT, {
          params: { filter },
          requires: filter === 'friends' ? ['Buddies'] : [],
        }),
      ),
    }),
    node('prestart_team', 'Team', paths['prestart.team'], PARTICIPANT, {
      requires: ['Prestart', 'TeamCompetition', 'NeedTeam'],
    }),
    node('team', 'Team', paths['go.u.teamcompetition.myteam'], PARTICIPANT, {
      requires: ['PromotionStarted', 'TeamCompetition'],
      children: [
        node('team.join', 'Join a Team', paths['go.u.teamcompetition.join'], ['NeedTeam']),
        node('team.create', 'Create a Team', paths['go.u.teamcompetition.create'], ['NeedTeam']),
        node('team.myteam', 'My Team', paths['go.u.teamcompetition.myteam'], ['OnTeam']),
        node('team.awards', 'Showcase', paths['go.u.teamcompetition.awards'](week), PARTICIPANT, {
          params: { week: week },
        }),
      ],
    }),
    node('friends', 'Friends', paths['go.u.profile.friends.all'], PARTICIPANT, {
      requires: ['Buddies'],
      children: [
        node('friends.all', 'All Friends', paths['go.u.profile.friends.all'], PARTICIPANT),
        node(
          'friends.requests',
          'Sent Requests',
          paths['go.u.profile.friends.requests'],
          PARTICIPANT,
        ),
      ],
    }),
    node('my_stats', 'My Stats', paths['go.u.stats'], PARTICIPANT, {
      requires: ['ShowProfileStats'],
    }),
    node('recipes', 'Recipes', paths['go.u.recipes.today'], PARTICIPANT, {
      requires: ['PromotionStarted'],
      children: [
        node('recipes.today', "Today's Recipe", paths['go.u.recipes.today'], PARTICIPANT),
        node('recipes.all', 'All Recipes', paths['go.u.recipes.all'], PARTICIPANT),
        node('recipes.single', 'Recipe', paths['go.u.recipe'], PARTICIPANT, { hidden: true }),
        node('recipes.why', 'More Recipes', paths['go.u.recipes.why'], PARTICIPANT),
      ],
    }),
    // Spec 2 s2: tips need the programme to have started.
    node('tips', 'Tips', paths['go.u.tips'], PARTICIPANT, {
      requires: ['PromotionStarted'],
      children: [
        node('tips.today', "Today's Tip", paths['go.u.tips.today'], PARTICIPANT),
        node('tips.all', 'All Tips', paths['go.u.tips.all'], PARTICIPANT),
        node('tips.single', 'Tip', paths['go.u.tip'], PARTICIPANT, { hidden: true }),
      ],
    }),
    // Spec 1 s2: How It Works once started (before, the prestart page above), and learn.
    node('how_it_works', 'How It Works', paths['how it works'], PARTICIPANT, {
      requires: ['PromotionStarted'],
    }),
    node('learn', 'Learn', paths.learn, PARTICIPANT),
  ];
}

function userNodes(user: NavUser): NavNode[] {
  return [
    node('expert', 'Expert', undefined, ['Poster'], {
      children: [
        node('expert.posts', 'My Posts', paths['expert.posts'], ['Poster']),
        node('expert.walls', 'Promotion Walls', paths['go.u.wallexpert.walls'](user.promotion_id), [
          'Poster',
        ]),
      ],
    }),
    // Spec 2 s2: the header and the mega menu show Messages with an unread count (main-nav).
    node('messages', 'Messages', paths['go.u.messages'], ['Participant', 'Poster']),
    // Dashboard-only users have no notifications (no header action items, spec 2 s6).
    node('notifications', 'Notifications', paths['go.u.notifications'], ['Participant', 'Poster'], {
      children: [
        node('notifications.unread', 'Unread', paths['go.u.notifications.unread'], ALL_ROLES),
        node('notifications.all', 'Cleared', paths['go.u.notifications.all'], ALL_ROLES),
      ],
    }),
    node('settings', 'Settings', paths.settings, ALL_ROLES, {
      children: [
        node('settings.profile', 'Edit Profile', paths['settings.profile'], ALL_ROLES),
        node('settings.email', 'Edit Preferences', paths['settings.email'], ALL_ROLES),
        // The account-and-role tab is the master's (mfe-admin settings).
        node('settings.dashboard', 'Account and Role', paths['settings.dashboard'], MASTER),
      ],
    }),
    node('support', 'Support', paths['support.faqs'], ALL_ROLES, {
      children: [
        node('support.faqs', 'Help', paths['support.faqs'], ALL_ROLES),
        node('support.contact', 'Contact', paths['support.contact'], ALL_ROLES),
      ],
    }),
    node('legal', 'Legal', undefined, ALL_ROLES, {
      children: [
        node('legal.privacy', 'Privacy', paths['legal.privacy'], ALL_ROLES),
        node('legal.terms', 'Terms', paths['legal.terms'], ALL_ROLES),
      ],
    }),
  ];
}

/**
 * The whole navigation tree (spec 1 s2) for this session: every item, whether its screen is
 * built or not; `visibleNodes` turns it into the user's menu.
 */
export function navigationTree(user: NavUser, promotion: NavPromotion | undefined): NavNode[] {
  const tree = [...staffNodes(user), ...programmeNodes(promotion), ...userNodes(user)];
  // The privacy page can be hidden by the promotion (spec 1 s2 footer), in the menu as well.
  return promotion?.hide_privacy_link
    ? tree.map((each) =>
        each.id === 'legal'
          ? { ...each, children: each.children?.filter((child) => child.id !== 'legal.privacy') }
          : each,
      )
    : tree;
}
