import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PROVIDED_EXPORTS } from '../../shared-ui/build/provided-exports';
import { packageFolder } from '../../shared-ui/build/shared-deps';

const ROOT = path.resolve(__dirname, '../..');
const FRONT_ENDS = ['shell', 'shared-ui', 'mfe-participant', 'mfe-social', 'mfe-admin'];
const PROVIDED = Object.keys(PROVIDED_EXPORTS);

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(folder, file))
    .filter(keep);
}

/** The apps' own code that ships: tests and test helpers run on the whole packages. */
const appFiles = () =>
  FRONT_ENDS.flatMap((app) =>
    filesUnder(
      path.join(ROOT, app, 'src'),
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|[\\/]testing[\\/]/.test(file),
    ),
  );

/** The ES modules of the packages the apps bundle (Mantine-based ones import @mantine/core). */
function packageFiles(): string[] {
  const dependencies = new Set(
    FRONT_ENDS.flatMap((app) => {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      return Object.keys(manifest.dependencies ?? {});
    }),
  );
  return [...dependencies]
    .filter((name) => !PROVIDED.includes(name) && !name.startsWith('@wellness/'))
    .flatMap((name) =>
      filesUnder(packageFolder(path.join(ROOT, 'shell'), name), (file) => /\.m?js$/.test(file)),
    );
}

interface NamedImport {
  pkg: string;
  name: string;
  file: string;
}

/** Value imports of the provided packages; anything but named imports is refused. */
function importsOf(file: string, source: string): NamedImport[] {
  if (!PROVIDED.some((pkg) => source.includes(pkg))) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: NamedImport[] = [];
  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : null;
    if (specifier && PROVIDED.includes(specifier)) {
      const relative = path.relative(ROOT, file);
      if (ts.isExportDeclaration(node)) throw new Error(`${relative} re-exports ${specifier}`);
      const clause = (node as ts.ImportDeclaration).importClause;
      if (clause && !clause.isTypeOnly) {
        const bindings = clause.namedBindings;
        if (clause.name || (bindings && !ts.isNamedImports(bindings))) {
          throw new Error(`${relative} imports ${specifier} other than by name`);
        }
        for (const element of bindings?.elements ?? []) {
          if (element.isTypeOnly) continue;
          const name = (element.propertyName ?? element.name).text;
          found.push({ pkg: specifier, name, file: relative });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/**
 * The shell provides @mantine/core and React Router as only the names in PROVIDED_EXPORTS
 * (shared-ui/build/provided-exports.ts): a remote importing another name would get undefined
 * at run time. Type-only imports are erased, so they need no entry.
 */
describe('shared modules provided in part', () => {
  const used = [...appFiles(), ...packageFiles()].flatMap((file) =>
    importsOf(file, readFileSync(file, 'utf8')),
  );

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
