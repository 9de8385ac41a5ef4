import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readable } from './match';

export const ROOT = path.resolve(__dirname, '../../..');

const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.git']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const isTestFile = (file: string) => /\.test\.tsx?$|\/e2e\/.*\.spec\.ts$/.test(file);

/** The product's code: services, shell, remotes and shared-ui, without tests and test helpers. */
export function productSources(): Map<string, string> {
  const roots = ['services', 'shell/src', 'mfe-participant/src', 'mfe-social/src', 'mfe-admin/src'];
  const files = [...roots, 'shared-ui/src']
    .flatMap((root) => walk(path.join(ROOT, root)))
    .filter((file) => /\.tsx?$/.test(file) && !isTestFile(file))
    .filter((file) => !/\/(test|testing)\//.test(path.relative(ROOT, file)))
    .filter((file) => !file.includes('/services/') || file.includes('/src/'));
  return new Map(
    files.map((file) => [path.relative(ROOT, file), readable(readFileSync(file, 'utf8'))]),
  );
}

/** Every test file's text (Jest suites and Playwright journeys), but this guard's own. */
export function testSources(): Map<string, string> {
  const roots = [
    'services',
    'shell',
    'mfe-participant',
    'mfe-social',
    'mfe-admin',
    'shared-ui',
    'infra',
  ];
  const files = roots
    .flatMap((root) => walk(path.join(ROOT, root)))
    .filter(isTestFile)
    .filter((file) => !file.includes(`${path.sep}spec-messages`));
  return new Map(
    files.map((file) => [path.relative(ROOT, file), readable(readFileSync(file, 'utf8'))]),
  );
}
