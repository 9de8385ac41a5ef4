import { parseArgs } from 'node:util';
import { addDemoActivity } from './demo-activity';
import type { BuildMode } from './prepare';
import { parseReplicas, startStack } from './stack';
import { stopOnSignals } from './stop-signals';
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
    `  Replicas        ${replicasLine(stack.replicas)}`,
    `  Logs            ${logs}`,
    '  Restarts        a process that dies is started again (0.1 s, doubling to 10 s)',
    '  Stop            Ctrl-C stops every process',
    '',
  ].join('\n');
}

function replicasLine(replicas: number): string {
  return replicas === 1
    ? '1 of each process (npm start -- --replicas 2 runs two behind the edge)'
    : `${replicas} of participant, social, admin, realtime and worker, balanced by the edge`;
}

/** `npm start -- --replicas 2` (or REPLICAS=2 npm start). */
function replicasOption(): number {
  const { values } = parseArgs({ options: { replicas: { type: 'string' } }, strict: true });
  return parseReplicas(values.replicas ?? process.env.REPLICAS);
}

// `npm start`: the whole application on this machine, stopped with Ctrl-C.
async function main() {
  const cancel = new AbortController();
  // BUILD_FRONTENDS=always rebuilds the bundles (the e2e run tests the current sources).
  const build = (process.env.BUILD_FRONTENDS as BuildMode | undefined) ?? 'if-missing';
  let replicas: number;
  try {
    replicas = replicasOption();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const starting = startStack({ signal: cancel.signal, build, replicas });

  stopOnSignals(() => {
    cancel.abort();
    // Started: stop every process. Still starting: startStack stops what it began, then rejects.
    return starting.then((stack) => stack.stop());
  });

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
