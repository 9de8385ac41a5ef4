import { addDemoActivity } from './demo-activity';
import type { BuildMode } from './prepare';
import { startStack } from './stack';
import type { Stack } from './stack';

/** The last lines of start-up: where to go, who to be, how to stop. */
function banner(stack: Stack): string {
  const logs =
    stack.logLevel === 'warn'
      ? 'warnings and errors only (LOG_LEVEL=info npm start shows every request)'
      : `LOG_LEVEL=${stack.logLevel}`;
  return [
    '',
    `Wellness is running at ${stack.url}`,
    `  Demo promotion  ${stack.demoUrl}`,
    `  Caught mail     ${stack.mailUrl} (every e-mail the app sends stays on this machine)`,
    `  Single sign-on  ${stack.ssoUrl} (Sign in with Acme ID at ${stack.ssoIssuer}:`,
    '                  sso.participant@acme.test, password Wellness!2026)',
    '  Sign in as      participant@demo.test, coordinator@demo.test or master@demo.test',
    '                  (password Wellness!2026; every account is in the README)',
    `  Logs            ${logs}`,
    '  Restarts        a process that dies is started again (0.5 s, doubling to 10 s)',
    '  Stop            Ctrl-C stops every process',
    '',
  ].join('\n');
}

// `npm start`: the whole application on this machine, stopped with Ctrl-C.
async function main() {
  const cancel = new AbortController();
  // BUILD_FRONTENDS=always rebuilds the bundles (the e2e run tests the current sources).
  const build = (process.env.BUILD_FRONTENDS as BuildMode | undefined) ?? 'if-missing';
  const starting = startStack({ signal: cancel.signal, build });

  const shutdown = (signal: NodeJS.Signals) => {
    console.info(`\n${signal}: stopping...`);
    cancel.abort();
    // Started: stop every process. Still starting: startStack stops what it began, then rejects.
    void starting
      .then((stack) => stack.stop())
      .catch(() => undefined)
      .then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const stack = await starting.catch((error: Error) => {
    if (cancel.signal.aborted) return null;
    // e.g. "Cannot reach MySQL at mysql://root@127.0.0.1:3306/wellness (ECONNREFUSED)"
    console.error(error.message);
    process.exit(1);
  });
  if (!stack) return;
  // Off with DEMO_ACTIVITY=0: an untouched demo promotion gets a few days of use.
  if (process.env.DEMO_ACTIVITY !== '0') {
    const demo = new URL(stack.demoUrl);
    const target = { origin: `http://127.0.0.1:${demo.port || 80}`, host: demo.host };
    await addDemoActivity(target).then(
      (added) => added && console.info(`Demo activity: ${added}.`),
      (error: Error) => console.warn(`Demo activity was not added: ${error.message}`),
    );
  }
  // From here the processes run until Ctrl-C or SIGTERM; one that dies is restarted.
  console.info(banner(stack));
}

void main();
