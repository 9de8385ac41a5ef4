// A process that stops the way `npm start` does (stop-signals.ts), for stop-signals.test.ts:
// its stop takes STOP_MS, as a stack's servers take a moment to end.
import { stopOnSignals } from '../stop-signals';

stopOnSignals(async () => {
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.STOP_MS ?? 1000)));
  console.info('stopped');
});
setInterval(() => undefined, 60_000);
console.info(`pid ${process.pid}`);
console.info('ready');
