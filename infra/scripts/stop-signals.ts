/**
 * `npm start`'s Ctrl-C and SIGTERM: the first SIGINT or SIGTERM runs `stop`, then the process
 * exits. One that comes while stopping is noted and ignored, since leaving then would orphan
 * the processes still being stopped. Two come at once more often than it seems: `pkill -f
 * infra/scripts/start.ts` signals both tsx's launcher, which relays the signal, and this
 * process; with a one-time listener the second found none and ended the process at once,
 * leaving the slowest servers (the edge, the worker) running without their supervisor.
 */
export function stopOnSignals(
  stop: () => Promise<unknown>,
  log: (line: string) => void = console.info,
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal}: still stopping...`);
      return;
    }
    stopping = true;
    log(`\n${signal}: stopping...`);
    void stop()
      .catch(() => undefined)
      .then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
