export * from './collections';
export * from './gallery';
export * from './images';
export * from './style-images';
export * from './styles';
