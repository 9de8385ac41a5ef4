export * from './entities';
export {
  createDataSource,
  ensureDatabase,
  openDatabase,
  parseMysqlUrl,
  redactUrl,
} from './data-source';
export { seed, DEMO_PASSWORD } from './seed/index';
