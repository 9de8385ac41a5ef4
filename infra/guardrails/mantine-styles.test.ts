import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS, packageFolder } from '../../shared-ui/build/shared-deps';
import {
  ROOT,
  dependenciesOf,
  namedImports,
  packageModules,
  shippedSources,
  sideEffectImports,
} from './front-end-sources';

const CORE = '@mantine/core';
const CORE_FOLDER = packageFolder(path.join(ROOT, 'shell'), CORE);
const SHEET = /^@mantine\/core\/styles\/([A-Za-z-]+)\.css$/;
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

/**
 * Mantine's component styles as its modules tie them together: a component's sheet is
 * `styles/<X>.css` for its `<X>.module.mjs`, and it builds on the sheets of the components its
 * module imports (Button on UnstyledButton and Loader), which must come first.
 */
function mantineSheets() {
  const esm = path.join(CORE_FOLDER, 'esm');
  const importsOf = new Map<string, string[]>();
  const relativeImports = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      const source = readFileSync(file, 'utf8');
      found = [...source.matchAll(/(?:from|import) "(\.[^"]+)"/g)].map((match) =>
        path.resolve(path.dirname(file), match[1]),
      );
      importsOf.set(file, found);
    }
    return found;
  };
  const reachable = (file: string) => {
    const seen = new Set<string>([file]);
    for (const current of seen) relativeImports(current).forEach((next) => seen.add(next));
    return seen;
  };
  const sheetOf = (file: string) => {
    const name = path.basename(file).match(/^(.+)\.module\.mjs$/)?.[1];
    return name && existsSync(path.join(CORE_FOLDER, 'styles', `${name}.css`)) ? name : null;
  };
  const sheetsFrom = (file: string) =>
    new Set([...reachable(file)].map(sheetOf).filter((name): name is string => name !== null));

  // Where each export of @mantine/core lives (esm/index.mjs imports every one of them; a few
  // come from other packages, which have no sheets).
  const index = path.join(esm, 'index.mjs');
  const exportFile = new Map<string, string | null>();
  for (const [, names, from] of readFileSync(index, 'utf8').matchAll(
    /import \{([^}]*)\} from "([^"]+)"/g,
  )) {
    for (const name of names.split(',').map((part) => part.trim().split(' as ').pop()!)) {
      exportFile.set(name, from.startsWith('.') ? path.resolve(esm, from) : null);
    }
  }
  const dependencies = new Map<string, Set<string>>();
  for (const file of reachable(index)) {
    for (const imported of relativeImports(file)) {
      const sheet = sheetOf(imported);
      if (!sheet || imported === file) continue;
      const built = dependencies.get(sheet) ?? new Set<string>();
      sheetsFrom(file).forEach((other) => other !== sheet && built.add(other));
      dependencies.set(sheet, built);
    }
  }
  return {
    /** The sheets rendering an export of @mantine/core needs. */
    of(name: string) {
      const file = exportFile.get(name);
      if (file === undefined) throw new Error(`${CORE} exports no ${name}`);
      return file ? sheetsFrom(file) : new Set<string>();
    },
    /** The sheets a sheet builds on. */
    under: (sheet: string) => dependencies.get(sheet) ?? new Set<string>(),
  };
}

const SHELL = { name: 'shell', sources: ['shell', 'shared-ui'] };
const REMOTES = ['mfe-participant', 'mfe-social', 'mfe-admin'].map((name) => ({
  name,
  sources: [name],
}));

interface App {
  name: string;
  sources: string[];
}

/**
 * The @mantine/core names an app renders: its own imports and those of the packages it
 * bundles (Mantine-based ones import @mantine/core). A shared singleton's code runs from the
 * shell, so it counts there.
 */
function mantineNames({ name, sources }: App): string[] {
  const shared = (pkg: string) => (SHARED_SINGLETONS as readonly string[]).includes(pkg);
  const packages = new Set(
    sources
      .flatMap(dependenciesOf)
      .filter((pkg) => pkg !== CORE && !pkg.startsWith('@wellness/'))
      .filter((pkg) => name === SHELL.name || !shared(pkg)),
  );
  const files = [...sources.flatMap(shippedSources), ...[...packages].flatMap(packageModules)];
  return [...new Set(files.flatMap((file) => namedImports(file, [CORE])).map((use) => use.name))];
}

/** The @mantine/core sheets an app imports, file by file, in order. */
function importedSheets({ sources }: App) {
  return sources.flatMap(shippedSources).map((file) => ({
    file: path.relative(ROOT, file),
    imports: sideEffectImports(file),
    sheets: sideEffectImports(file).flatMap((specifier) => specifier.match(SHEET)?.[1] ?? []),
  }));
}

/**
 * The shell loads Mantine's global sheets and every sheet another builds on
 * (shell/src/app/mantine-styles.ts); each remote loads the sheets of its own components and
 * none of the shell's: a base sheet loaded again later would undo what the sheets built on it
 * changed (padding of a Button over UnstyledButton's). A component without its sheet renders
 * unstyled, which no other test notices.
 */
describe('Mantine styles per component', () => {
  const sheets = mantineSheets();
  const needed = (app: App) => new Set(mantineNames(app).flatMap((name) => [...sheets.of(name)]));
  const apps = [SHELL, ...REMOTES];
  const imported = Object.fromEntries(apps.map((app) => [app.name, importedSheets(app)]));
  const sheetsOf = (app: App) => new Set(imported[app.name].flatMap((file) => file.sheets));
  const shellSheets = sheetsOf(SHELL);

  it('nothing imports the whole sheet', () => {
    const whole = Object.values(imported)
      .flat()
      .filter((file) =>
        file.imports.some((specifier) => /^@mantine\/core\/styles\./.test(specifier)),
      )
      .map((file) => file.file);
    expect(whole).toEqual([]);
  });

  it('the shell loads the global sheets and every sheet another needed one builds on', () => {
    const bases = new Set(
      apps.flatMap((app) => [...needed(app)].flatMap((sheet) => [...sheets.under(sheet)])),
    );
    const missing = [...GLOBAL_SHEETS, ...bases].filter((sheet) => !shellSheets.has(sheet));
    expect(missing).toEqual([]);
  });

  it.each(apps.map((app) => [app.name, app] as const))(
    '%s has the sheet of every Mantine component it renders',
    (_, app) => {
      const loaded = new Set([...shellSheets, ...sheetsOf(app)]);
      expect([...needed(app)].filter((sheet) => !loaded.has(sheet))).toEqual([]);
    },
  );

  it.each(REMOTES.map((app) => [app.name, app] as const))(
    '%s loads none of the shell’s sheets again',
    (_, app) => {
      expect([...sheetsOf(app)].filter((sheet) => shellSheets.has(sheet))).toEqual([]);
    },
  );

  it('every file imports a sheet after the sheets it builds on', () => {
    const misplaced = Object.values(imported)
      .flat()
      .flatMap(({ file, sheets: order }) =>
        order.flatMap((sheet, position) =>
          [...sheets.under(sheet)]
            .filter((base) => order.indexOf(base) > position)
            .map((base) => `${file}: ${base} after ${sheet}`),
        ),
      );
    expect(misplaced).toEqual([]);
  });
});
