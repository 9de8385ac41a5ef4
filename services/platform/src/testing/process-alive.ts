import { readFileSync } from 'node:fs';

/**
 * Whether a process is running, for tests that check a process ended: an ended process that
 * its parent has not reaped yet is a zombie (state Z), which `kill(pid, 0)` still finds.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    return stat.slice(close + 2, close + 3) !== 'Z';
  } catch {
    return false;
  }
}
