export { workerApp } from './app';
export { loadWorkerConfig } from './config';
export type { WorkerConfig } from './config';
export type { JobProgress } from './jobs/custom-email';
