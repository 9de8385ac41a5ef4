import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FLOOR_DIR = path.join(__dirname, 'floor');
const OUT_DIR = path.join(FLOOR_DIR, 'dist');

/** Builds the floor page (floor/page.ts) into floor/dist with the apps' build settings. */
export async function buildFloor(): Promise<string> {
  // ESM only, with a native binding: loaded when a run builds the floor.
  const { rspack } = await import('@rspack/core');
  const { createFloorConfig } = await import('../../shared-ui/build/rspack-config');
  const compiler = rspack(
    createFloorConfig({ entry: path.join(FLOOR_DIR, 'page.ts'), outDir: OUT_DIR }),
  );
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
  return OUT_DIR;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Serves a built floor on loopback: its files, and index.html for every other path. */
export async function serveFloor(
  folder: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const dir = path.resolve(folder);
  const server = createServer((request, response) => {
    const wanted = path.join(dir, path.normalize(new URL(request.url ?? '/', 'http://x').pathname));
    const send = (file: string) => {
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      createReadStream(file).pipe(response);
    };
    stat(wanted).then(
      (found) =>
        send(found.isFile() && wanted.startsWith(dir) ? wanted : path.join(dir, 'index.html')),
      () => send(path.join(dir, 'index.html')),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
