import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ProviderClient } from './index';

export interface SpawnedProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * Runs the real provider as a child process (Jest cannot load its ES modules in-process)
 * and resolves with its issuer once it listens.
 */
export function spawnOidcProvider(clients: ProviderClient[]): Promise<SpawnedProvider> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'child.ts')], {
    env: { ...process.env, OIDC_CLIENTS: JSON.stringify(clients) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /issuer (\S+)\n/.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      resolve({
        issuer: match[1]!,
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`oidc-provider exited (${code}): ${output}`)));
  });
}
