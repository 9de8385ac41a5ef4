import { PROVIDED_EXPORTS } from '../../shared-ui/build/provided-exports';
import {
  FRONT_ENDS,
  dependenciesOf,
  namedImports,
  packageModules,
  shippedSources,
} from './front-end-sources';

const PROVIDED = Object.keys(PROVIDED_EXPORTS);

/** The apps' code and the packages they bundle (Mantine-based ones import @mantine/core). */
function consumers(): string[] {
  const packages = new Set(FRONT_ENDS.flatMap(dependenciesOf));
  return [
    ...FRONT_ENDS.flatMap(shippedSources),
    ...[...packages]
      .filter((name) => !PROVIDED.includes(name) && !name.startsWith('@wellness/'))
      .flatMap(packageModules),
  ];
}

/**
 * The shell provides @mantine/core and React Router as only the names in PROVIDED_EXPORTS
 * (shared-ui/build/provided-exports.ts): a remote importing another name would get undefined
 * at run time. Type-only imports are erased, so they need no entry.
 */
describe('shared modules provided in part', () => {
  const used = consumers().flatMap((file) => namedImports(file, PROVIDED));

  it.each(PROVIDED)('every name imported from %s is provided', (pkg) => {
    const missing = used.filter(
      (use) => use.pkg === pkg && !PROVIDED_EXPORTS[pkg].includes(use.name),
    );
    expect(missing.map(({ name, file }) => `${name} (${file})`)).toEqual([]);
  });

  it.each(PROVIDED)('every name provided of %s is imported somewhere', (pkg) => {
    const imported = new Set(used.filter((use) => use.pkg === pkg).map((use) => use.name));
    expect(PROVIDED_EXPORTS[pkg].filter((name) => !imported.has(name))).toEqual([]);
  });
});
