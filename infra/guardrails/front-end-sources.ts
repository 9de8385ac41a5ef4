import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageFolder } from '../../shared-ui/build/shared-deps';

/** What the guardrails read of the front ends: their shipped sources and bundled packages. */
export const ROOT = path.resolve(__dirname, '../..');
export const FRONT_ENDS = ['shell', 'shared-ui', 'mfe-participant', 'mfe-social', 'mfe-admin'];

export function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(folder, file))
    .filter(keep);
}

/** An app's code that ships: tests and test helpers run on the whole packages. */
export const shippedSources = (app: string) =>
  filesUnder(
    path.join(ROOT, app, 'src'),
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|[\\/]testing[\\/]/.test(file),
  );

/** The packages an app depends on (its package.json `dependencies`). */
export function dependenciesOf(app: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/** The JavaScript modules of an installed package. */
export const packageModules = (name: string) =>
  filesUnder(packageFolder(path.join(ROOT, 'shell'), name), (file) => /\.m?js$/.test(file));

export interface NamedImport {
  pkg: string;
  name: string;
  file: string;
}

/** The import and export declarations of a module, with their module specifiers. */
function declarations(file: string, source: string) {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  return tree.statements.flatMap((node) =>
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier)
      ? [{ node, specifier: node.moduleSpecifier.text }]
      : [],
  );
}

/** Value imports of `packages` by name (type-only ones are erased); anything else throws. */
export function namedImports(file: string, packages: string[]): NamedImport[] {
  const source = readFileSync(file, 'utf8');
  if (!packages.some((pkg) => source.includes(pkg))) return [];
  const relative = path.relative(ROOT, file);
  return declarations(file, source).flatMap(({ node, specifier }) => {
    if (!packages.includes(specifier)) return [];
    if (ts.isExportDeclaration(node)) throw new Error(`${relative} re-exports ${specifier}`);
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly) return [];
    const bindings = clause.namedBindings;
    if (clause.name || (bindings && !ts.isNamedImports(bindings))) {
      throw new Error(`${relative} imports ${specifier} other than by name`);
    }
    return (bindings?.elements ?? [])
      .filter((element) => !element.isTypeOnly)
      .map((element) => ({
        pkg: specifier,
        name: (element.propertyName ?? element.name).text,
        file: relative,
      }));
  });
}

/** The specifiers a module imports for their side effects only (`import 'x.css'`), in order. */
export function sideEffectImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return declarations(file, source)
    .filter(({ node }) => ts.isImportDeclaration(node) && !node.importClause)
    .map(({ specifier }) => specifier);
}
