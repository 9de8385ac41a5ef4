export * from './collections';
export * from './gallery';
export * from './library-folders';
export * from './images';
export * from './style-images';
export * from './styles';
