import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createConnection } from 'mysql2/promise';
import { RedisServer } from '@wellness/platform/faults';

/**
 * The chaos run's own MariaDB: a separate mariadbd on its own port and data directory,
 * started, killed and started again by the run (the machine's shared server is never touched).
 */
export class ChaosMariaDb {
  private child?: ChildProcess;

  constructor(
    readonly port: number,
    private readonly datadir: string,
  ) {}

  /** A MYSQL_URL of this server (root, no password: a throw-away local instance). */
  url(database: string): string {
    return `mysql://root@127.0.0.1:${this.port}/${database}`;
  }

  /** Creates the data directory on first use, then starts the server and waits for it. */
  async start(): Promise<void> {
    if (!existsSync(`${this.datadir}/mysql`)) {
      mkdirSync(this.datadir, { recursive: true });
      const install = spawnSync(
        'mariadb-install-db',
        [
          '--no-defaults',
          '--user=root',
          `--datadir=${this.datadir}`,
          '--auth-root-authentication-method=normal',
          '--skip-test-db',
        ],
        { encoding: 'utf8' },
      );
      if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr}`);
    }
    this.child = spawn(
      'mariadbd',
      [
        '--no-defaults',
        '--user=root',
        `--datadir=${this.datadir}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${this.datadir}.sock`,
        `--pid-file=${this.datadir}.pid`,
        `--log-error=${this.datadir}.err`,
        '--skip-log-bin',
        '--innodb-buffer-pool-size=128M',
        '--max-connections=500',
      ],
      { stdio: 'ignore' },
    );
    await this.waitUntilAnswering();
  }

  private async waitUntilAnswering(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.child?.exitCode !== null)
        throw new Error(`mariadbd exited: see ${this.datadir}.err`);
      try {
        const connection = await createConnection({
          host: '127.0.0.1',
          port: this.port,
          user: 'root',
        });
        await connection.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(100);
      }
    }
  }

  /** Stops the server: SIGKILL (a crash: InnoDB recovers at the next start) or SIGTERM. */
  async stop(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

/** The chaos run's own Redis; a restart is a SHUTDOWN SAVE and a start that loads the dump. */
export async function startChaosRedis(port: number, dir: string): Promise<RedisServer> {
  mkdirSync(dir, { recursive: true });
  return RedisServer.start({ port, dir });
}
