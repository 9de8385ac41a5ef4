import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { EventPublisher } from '@wellness/platform';
import { callApi } from '../../scripts/api-client';
import { BENCH_TARGET, DEMO_HOST, EDGE_ORIGIN } from '../config';
import { arrangeAudience } from './audience';
import { SocketFleet } from './fleet';
import type { Delivery } from './fleet';

export type { Delivery };

export interface RealtimeFanout {
  sockets: number;
  /** Gateways the sockets were split over, evenly (socket k on gateway k mod n). */
  gateways: number;
  /** Seconds to open and join every socket (not judged). */
  connectSeconds: number;
  deliveries: Delivery[];
}

const silentLog = { warn: () => undefined } as never;

/** Starts raw-server.ts and answers its port and a way to send it lines. */
async function startRawServer() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'raw-server.ts')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`raw Socket.IO server exited (${code})`)));
    });
  const port = Number(await nextLine());
  return {
    url: `http://127.0.0.1:${port}`,
    send: (line: string) => child.stdin.write(`${line}\n`),
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * Issue 16 "Must show": `sockets` connected sockets (socket.io-client, this process), one
 * conversation message and one promotion notification fanned out to all of them through the
 * edge and the realtime gateway, beside a raw Socket.IO broadcast to as many sockets in the
 * same run. Each delivery is timed from the moment it was triggered.
 */
export async function measureRealtimeFanout(options: {
  mysqlUrl: string;
  redisUrl: string;
  prefix: string;
  sockets: number;
  /**
   * The gateways to connect straight to, as a cluster's Ingress sends /socket.io (infra/deploy);
   * without them the sockets go through the edge, as on one machine.
   */
  gateways?: readonly string[];
}): Promise<RealtimeFanout> {
  const audience = await arrangeAudience(
    options.mysqlUrl,
    options.redisUrl,
    options.prefix,
    options.sockets,
  );
  const connectStarted = performance.now();
  // Through the edge (websocket upgrade proxied), or split over the gateways themselves.
  const gateways = options.gateways?.length ? options.gateways : [EDGE_ORIGIN];
  const fleet = await SocketFleet.connect(gateways, options.sockets, (i) => ({
    host: DEMO_HOST,
    cookie: audience.cookies[i],
  }));
  const deliveries: Delivery[] = [];
  let connectSeconds = 0;
  const redis = new Redis(options.redisUrl);
  try {
    await fleet.join('joinChannel', () => audience.channel);
    await fleet.join('joinConversation', () => audience.conversationId);
    connectSeconds = (performance.now() - connectStarted) / 1000;

    deliveries.push(
      await fleet.measure(
        'conversation message (POST through the edge → stored → conversationAlert)',
        'conversationAlert',
        (payload) => (payload as { action?: string }).action === 'message',
        async () => {
          const response = await callApi(
            BENCH_TARGET,
            'POST',
            `/api/conversations/${audience.conversationId}/messages`,
            { cookie: audience.cookies[0], body: { body: 'Realtime bench: hello, team!' } },
          );
          if (response.status !== 201)
            throw new Error(`sending the message gave ${response.status}`);
        },
      ),
    );
    const publisher = new EventPublisher(redis, options.prefix, silentLog);
    deliveries.push(
      await fleet.measure(
        'promotion notification (EventPublisher → Redis → gateway)',
        'notificationPublished',
        () => true,
        () =>
          publisher.publish({
            type: 'notificationPublished',
            promotion_id: audience.promotionId,
            audience: { kind: 'promotion', id: audience.channel },
            payload: { title: 'Realtime bench', message: 'A notification for everyone.' },
          }),
      ),
    );
  } finally {
    fleet.close();
    redis.disconnect();
  }

  const raw = await startRawServer();
  try {
    const rawFleet = await SocketFleet.connect(raw.url, options.sockets, () => ({}));
    try {
      deliveries.push(
        await rawFleet.measure(
          'raw Socket.IO broadcast (reference)',
          'broadcast',
          () => true,
          async () => {
            raw.send('emit');
          },
        ),
      );
    } finally {
      rawFleet.close();
    }
  } finally {
    raw.stop();
  }
  return {
    sockets: options.sockets,
    gateways: options.gateways?.length ?? 1,
    connectSeconds,
    deliveries,
  };
}

export const realtimeFailures = (result: RealtimeFanout) =>
  result.deliveries
    .filter((delivery) => delivery.delivered !== delivery.sockets)
    .map((d) => `realtime: ${d.name} reached ${d.delivered} of ${d.sockets} sockets`);

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');

export function realtimeTable(result: RealtimeFanout): string[] {
  return [
    `Realtime fan-out to ${result.sockets.toLocaleString('en-US')} connected sockets` +
      (result.gateways > 1 ? ` split evenly over ${result.gateways} gateways` : '') +
      ` (opened and joined in ${result.connectSeconds.toFixed(1)} s):`,
    '',
    '| event | delivered | p50, ms | p99, ms | max, ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...result.deliveries.map(
      (d) =>
        `| ${d.name} | ${d.delivered.toLocaleString('en-US')} of ${d.sockets.toLocaleString('en-US')} | ${ms(d.p50Ms)} | ${ms(d.p99Ms)} | ${ms(d.maxMs)} |`,
    ),
  ];
}
