import { addDemoActivity } from './demo-activity';

/**
 * `tsx infra/scripts/add-demo-activity.ts <edge origin> <promotion host>`: the demo's use, as
 * `npm start` adds it, even on a demo already used. The screen tour runs it on the e2e stack
 * (its Playwright transform cannot load the schema's decorators, so it runs in its own process).
 */
const [origin, host] = process.argv.slice(2);
if (!origin || !host) {
  console.error('usage: add-demo-activity.ts <edge origin> <promotion host>');
  process.exit(2);
}
addDemoActivity({ origin, host }, { evenIfUsed: true }).then(
  (added) => console.info(added ?? 'nothing to add'),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
