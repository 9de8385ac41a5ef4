export * from './behaviors';
export * from './competitions';
export * from './levels';
export * from './point-thresholds';
export * from './rules';
