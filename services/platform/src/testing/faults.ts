import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on the port, or fails after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A redis-server of one's own on a free port, to stop and start again while the app runs
 * (the shared Redis is never touched). Without a `dir` it keeps nothing across a restart.
 */
export class RedisServer {
  private child?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly dir?: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(options: { port?: number; dir?: string } = {}): Promise<RedisServer> {
    const server = new RedisServer(options.port ?? (await freePort()), options.dir);
    await server.start();
    return server;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--appendonly', 'no'];
    args.push('--save', '', ...(this.dir ? ['--dir', this.dir] : []));
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.child = child;
    await waitForPort(this.port);
  }

  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  /** Lets a paused server go on (SIGCONT). */
  resume(): void {
    this.child?.kill('SIGCONT');
  }

  /** Stops the server: SIGKILL, or with `save` a SHUTDOWN that writes its data to `dir` first. */
  async stop({ save = false }: { save?: boolean } = {}): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (save) {
      const socket = createConnection({ port: this.port, host: '127.0.0.1' });
      socket.on('error', () => undefined);
      socket.end('SHUTDOWN SAVE\r\n');
    } else {
      child.kill('SIGKILL');
    }
    await exited;
  }
}

/**
 * A TCP proxy in front of a server (MariaDB) that can be cut: `cut()` drops every open
 * connection and refuses new ones, as a server that went away; `restore()` accepts again.
 */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.restore();
    return proxy;
  }

  restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
