/** The coordinator's Teams tab: a promotion's teams with their members and points. */
export { promotionTeams } from './queries';
