import { connect } from 'node:net';
import type { Replicas } from './replicas';

/** How often the edge checks that each gateway still accepts connections. */
export const PROBE_INTERVAL_MS = 500;

/** Whether something accepts a TCP connection at the URL's host and port. */
function accepts(url: string, timeoutMs: number): Promise<boolean> {
  const { hostname, port, protocol } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({
      host: hostname,
      port: Number(port || (protocol === 'https:' ? 443 : 80)),
      timeout: timeoutMs,
    });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * Keeps `replicas` up to date for upgrades, which the edge cannot retry on another replica
 * once accepted: every `intervalMs` each replica is connected to, and one that refuses is
 * passed over until it accepts again. A single upstream (a Kubernetes Service) is not probed.
 * Returns the function that stops probing.
 */
export function probeReplicas(replicas: Replicas, intervalMs = PROBE_INTERVAL_MS): () => void {
  if (replicas.urls.length < 2) return () => undefined;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    await Promise.all(
      replicas.urls.map(async (url) => {
        if (await accepts(url, intervalMs)) replicas.answered(url);
        else replicas.refused(url);
      }),
    );
    running = false;
  };
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
