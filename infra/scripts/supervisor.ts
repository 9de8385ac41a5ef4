import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild } from './child-process';
import type { Child, Output } from './child-process';
import { isReady, waitUntilReady } from './readiness';

/** How long a process that died waits before it is started again. */
export interface Backoff {
  /** The first restart's pause. */
  initialMs: number;
  /** The pause doubles with each restart in a row, up to this. */
  maxMs: number;
  /** A process that stayed up this long starts the series again at `initialMs`. */
  resetAfterMs: number;
}

/**
 * 0.1 s, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4 s, then 10 s; back to 0.1 s once a process has run 30 s.
 * The first pause is short: a killed service is away for that pause plus its start.
 */
export const DEFAULT_BACKOFF: Backoff = { initialMs: 100, maxMs: 10_000, resetAfterMs: 30_000 };

/** The pause before the n-th restart in a row (n from 1). */
export function restartDelay(consecutive: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, consecutive - 1));
}

export interface SuperviseOptions {
  name: string;
  /** Starts one instance of the process (called again for each restart). */
  spawn: () => Child;
  /** Answers 2xx once the process serves: start-up waits for it, restarts are announced by it. */
  readyUrl: string;
  /** Where the supervisor's own lines go (exits, restarts). */
  output: Output;
  backoff?: Backoff;
}

export type SupervisedState = 'starting' | 'running' | 'restarting' | 'stopped';

export interface Supervised {
  readonly name: string;
  /** The instance running now: a new one after each restart. */
  readonly child: Child;
  /** How many times the process has been started again. */
  readonly restarts: number;
  /** starting (first start), running, restarting (waiting out the pause), stopped. */
  readonly state: SupervisedState;
  /**
   * Waits until the first instance is ready. It fails if that instance ends first or time
   * runs out (a port in use, a bad setting: start-up stops with its message); only a process
   * that was ready once is restarted.
   */
  started(options: { timeoutMs: number; signal?: AbortSignal }): Promise<void>;
  /** Stops the process (SIGTERM, then SIGKILL after the grace) and every restart to come. */
  stop(): Promise<void>;
}

const isRunning = (child: Child) =>
  child.process.exitCode === null && child.process.signalCode === null;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Keeps one process running: when it ends on its own after it was ready, it is started again
 * after a pause that doubles with each restart in a row (DEFAULT_BACKOFF), and the others are
 * left alone. Each exit, restart and return to readiness is written to `output`.
 */
export function supervise(options: SuperviseOptions): Supervised {
  const { name, spawn, readyUrl, output } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let child = spawn();
  let startedAt = Date.now();
  let state: SupervisedState = 'starting';
  let restarts = 0;
  let inARow = 0;
  let timer: NodeJS.Timeout | undefined;

  const announceReady = async (instance: Child, exitedAt: number) => {
    while (state === 'running' && instance === child && isRunning(instance)) {
      if (await isReady(readyUrl)) {
        output(`${name} is ready again, ${seconds(Date.now() - exitedAt)} after it exited`);
        return;
      }
      await sleep(100);
    }
  };

  const restart = (exitedAt: number) => {
    timer = undefined;
    if (state !== 'restarting') return;
    restarts += 1;
    child = spawn();
    startedAt = Date.now();
    state = 'running';
    watch(child);
    void announceReady(child, exitedAt);
  };

  const exited = (instance: Child, code: number | null) => {
    if (state !== 'running' || instance !== child) return;
    const now = Date.now();
    const upMs = now - startedAt;
    inARow = upMs >= backoff.resetAfterMs ? 1 : inARow + 1;
    const delay = restartDelay(inARow, backoff);
    const how = instance.process.signalCode ?? `exit code ${code}`;
    output(
      `${name} exited (${how}) after ${seconds(upMs)}; restarting in ${seconds(delay)} (restart ${restarts + 1})`,
    );
    state = 'restarting';
    timer = setTimeout(() => restart(now), delay);
  };

  const watch = (instance: Child) => {
    void instance.exited.then((code) => exited(instance, code));
  };
  watch(child);

  return {
    name,
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    get state() {
      return state;
    },
    async started({ timeoutMs, signal }) {
      await waitUntilReady(child, readyUrl, { timeoutMs, signal });
      if (state !== 'starting') return;
      state = 'running';
      // Ended between its last answer and now: restart it like any later exit.
      if (!isRunning(child)) exited(child, child.process.exitCode);
    },
    async stop() {
      state = 'stopped';
      clearTimeout(timer);
      timer = undefined;
      await stopChild(child);
    },
  };
}
