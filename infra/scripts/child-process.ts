import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export type Output = (line: string) => void;

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** A service's JSON log line as one readable line; any other line as it came. */
export function readableLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as {
      level?: number;
      msg?: string;
      err?: { message?: string };
      req?: { method?: string; url?: string };
      res?: { statusCode?: number };
      responseTime?: number;
    };
    const parts = [LEVELS[entry.level ?? 30] ?? 'INFO', entry.msg ?? ''];
    if (entry.req) parts.push(`${entry.req.method} ${entry.req.url}`);
    if (entry.res)
      parts.push(`-> ${entry.res.statusCode} (${Math.round(entry.responseTime ?? 0)} ms)`);
    if (entry.err?.message) parts.push(`: ${entry.err.message}`);
    return parts.filter(Boolean).join(' ');
  } catch {
    return line;
  }
}

/** Prints each complete line of a stream with the process's name in front. */
export function prefixLines(stream: Readable | null, label: string, output: Output) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => output(`${label} ${readableLine(line)}`));
}

export interface Child {
  name: string;
  process: ChildProcess;
  /** Settles when the process ends, with its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  output: Output;
  labelWidth: number;
}

/**
 * Starts a process in its own process group, so a Ctrl-C in the terminal reaches only the
 * start script, which then stops its children in order.
 */
export function spawnChild({
  name,
  command,
  args,
  cwd,
  env,
  output,
  labelWidth,
}: SpawnOptions): Child {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const label = `${name.padEnd(labelWidth)} |`;
  prefixLines(child.stdout, label, output);
  prefixLines(child.stderr, label, output);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      output(`${label} could not start: ${error.message}`);
      resolve(1);
    });
  });
  return { name, process: child, exited };
}

const isRunning = (child: Child) =>
  child.process.exitCode === null && child.process.signalCode === null;

/** Asks a process to stop (SIGTERM: the services close gracefully), then forces it. */
export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  if (!isRunning(child)) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Runs a command to completion with prefixed output; rejects on a non-zero exit. */
export async function runChild(options: SpawnOptions, signal?: AbortSignal): Promise<void> {
  const child = spawnChild(options);
  const abort = () => void stopChild(child);
  signal?.addEventListener('abort', abort, { once: true });
  const code = await child.exited;
  signal?.removeEventListener('abort', abort);
  if (signal?.aborted) throw new Error('Start-up cancelled');
  if (code !== 0) throw new Error(`${options.name} failed (exit code ${code})`);
}
