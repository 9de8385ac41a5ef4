/** The promotion's location tree and its labels (spec 1 "locations"). */
export * from './tree';
export * from './labels';
export * from './files';
