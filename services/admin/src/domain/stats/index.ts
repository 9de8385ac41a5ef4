/** The coordinator's Stats tab, read from the promotion's own data. */
export { promotionStats } from './queries';
