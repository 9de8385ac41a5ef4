export { app } from './app';
