import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import './mantine-styles';

/**
 * The social pages, loaded by the shell through Module Federation (`mfe_social/routes`) and
 * patched into its signed-in layout. Each page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: paths['go.u.wall'],
    lazy: () =>
      import('../features/wall/pages/wall-index-redirect').then((m) => ({
        Component: m.WallIndexRedirect,
      })),
  },
  {
    path: paths['go.u.wall.all'],
    // Named: the edge preloads this chunk with the page (package.json wellness.pagePreloads).
    lazy: () =>
      import(/* webpackChunkName: "wall-page" */ '../features/wall/pages/wall-page').then((m) => ({
        Component: m.WallPage,
      })),
  },
  {
    path: paths['go.u.wall.post'],
    lazy: () => import('../features/wall/pages/post-page').then((m) => ({ Component: m.PostPage })),
  },
  {
    path: paths['go.u.wall.filter.following'],
    lazy: () =>
      import('../features/wall/pages/following-page').then((m) => ({
        Component: m.FollowingPage,
      })),
  },
  {
    path: paths['go.u.wall.filter.view'],
    lazy: () =>
      import('../features/wall/pages/wall-filter-page').then((m) => ({
        Component: m.WallFilterPage,
      })),
  },
  {
    path: paths['go.u.wallexpert.posts'],
    lazy: () =>
      import('../features/wall/pages/expert-posts-page').then((m) => ({
        Component: m.ExpertPostsPage,
      })),
  },
  {
    path: paths['go.u.wallexpert.walls'],
    lazy: () =>
      import('../features/wall/pages/expert-walls-page').then((m) => ({
        Component: m.ExpertWallsPage,
      })),
  },
  {
    path: paths['go.u.gallery'],
    lazy: () =>
      import('../features/gallery/pages/gallery-page').then((m) => ({
        Component: m.GalleryIndexRedirect,
      })),
  },
  {
    path: paths['go.u.gallery.filter'],
    lazy: () =>
      import('../features/gallery/pages/gallery-page').then((m) => ({ Component: m.GalleryPage })),
  },
  {
    path: paths['go.u.tips'],
    lazy: () =>
      import('../features/tips/pages/tips-index-redirect').then((m) => ({
        Component: m.TipsIndexRedirect,
      })),
  },
  {
    path: paths['go.u.tips.today'],
    lazy: () =>
      import('../features/tips/pages/today-tip-page').then((m) => ({
        Component: m.TodayTipPage,
      })),
  },
  {
    path: paths['go.u.tips.all'],
    lazy: () =>
      import('../features/tips/pages/all-tips-page').then((m) => ({ Component: m.AllTipsPage })),
  },
  {
    path: paths['go.u.tip'],
    lazy: () => import('../features/tips/pages/tip-page').then((m) => ({ Component: m.TipPage })),
  },
  {
    path: paths['go.u.recipes'],
    lazy: () =>
      import('../features/recipes/pages/recipes-index-redirect').then((m) => ({
        Component: m.RecipesIndexRedirect,
      })),
  },
  {
    path: paths['go.u.recipes.why'],
    lazy: () =>
      import('../features/recipes/pages/why-recipes-page').then((m) => ({
        Component: m.WhyRecipesPage,
      })),
  },
  {
    path: paths['go.u.recipes.today'],
    lazy: () =>
      import('../features/recipes/pages/today-recipe-page').then((m) => ({
        Component: m.TodayRecipePage,
      })),
  },
  {
    path: paths['go.u.recipes.all'],
    lazy: () =>
      import('../features/recipes/pages/all-recipes-page').then((m) => ({
        Component: m.AllRecipesPage,
      })),
  },
  {
    path: paths['go.u.recipe'],
    lazy: () =>
      import('../features/recipes/pages/recipe-page').then((m) => ({ Component: m.RecipePage })),
  },
  {
    path: paths['go.u.profile.friends'],
    lazy: () =>
      import('../features/friends/pages/friends-index-redirect').then((m) => ({
        Component: m.FriendsIndexRedirect,
      })),
  },
  {
    path: paths['go.u.profile.friends.all'],
    lazy: () =>
      import('../features/friends/pages/friends-page').then((m) => ({ Component: m.FriendsPage })),
  },
  {
    path: paths['go.u.profile.friends.requests'],
    lazy: () =>
      import('../features/friends/pages/requests-page').then((m) => ({
        Component: m.RequestsPage,
      })),
  },
  {
    path: paths['go.u.messages'],
    lazy: () =>
      import('../features/messages/pages/messages-page').then((m) => ({
        Component: m.MessagesPage,
      })),
  },
  {
    path: paths['go.u.teamcompetition'],
    lazy: () =>
      import('../features/teams/pages/artprize-redirect').then((m) => ({
        Component: m.ArtprizeRedirect,
      })),
  },
  {
    path: paths['go.u.teamcompetition.join'],
    lazy: () =>
      import('../features/teams/pages/join-page').then((m) => ({ Component: m.JoinPage })),
  },
  {
    path: paths['go.u.teamcompetition.create'],
    lazy: () =>
      import('../features/teams/pages/create-page').then((m) => ({ Component: m.CreatePage })),
  },
  {
    path: paths['go.u.teamcompetition.myteam'],
    lazy: () =>
      import('../features/teams/pages/myteam-page').then((m) => ({ Component: m.MyTeamPage })),
  },
  {
    path: paths['go.u.prestart.team.join'],
    lazy: () =>
      import('../features/teams/pages/prestart-team-pages').then((m) => ({
        Component: m.PrestartJoinPage,
      })),
  },
  {
    path: paths['go.u.prestart.team.create'],
    lazy: () =>
      import('../features/teams/pages/prestart-team-pages').then((m) => ({
        Component: m.PrestartCreatePage,
      })),
  },
  {
    path: paths['go.u.prestart.team.myteam'],
    lazy: () =>
      import('../features/teams/pages/prestart-team-pages').then((m) => ({
        Component: m.PrestartMyTeamPage,
      })),
  },
  {
    path: paths['go.u.teamcompetition.myteam.week'],
    lazy: () =>
      import('../features/team-weeks/pages/team-week-page').then((m) => ({
        Component: m.TeamWeekPage,
      })),
  },
  {
    path: paths['go.u.teamcompetition.awards'],
    lazy: () =>
      import('../features/team-weeks/pages/awards-page').then((m) => ({
        Component: m.AwardsPage,
      })),
  },
  {
    // The tabs are child routes so /notifications/unread and /notifications/all are real URLs;
    // the page renders the list for whichever one matched (the children have no element).
    path: paths['go.u.notifications'],
    lazy: () =>
      import('../features/notifications/pages/notifications-page').then((m) => ({
        Component: m.NotificationsPage,
      })),
    children: [
      { path: paths['go.u.notifications.unread'] },
      { path: paths['go.u.notifications.all'] },
    ],
  },
];
