import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/** A Kubernetes object as the manifests write it. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  replicas?: Array<{ name: string; count: number }>;
  patches?: Array<{ path?: string; patch?: string; target: { kind: string; name?: string } }>;
}

/** The fields this renderer knows: any other one fails, never silently ignored. */
const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'images',
  'replicas',
  'patches',
]);

/** Kinds that live outside namespaces (the ones these manifests use). */
const CLUSTER_SCOPED = new Set(['Namespace']);

type Operation =
  { op: 'add' | 'replace' | 'test'; path: string; value: unknown } | { op: 'remove'; path: string };

/** The parent of a JSON pointer's last token, and that token (RFC 6901 escapes undone). */
function locate(document: unknown, pointer: string): { parent: unknown; key: string } {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  const key = tokens.pop();
  if (key === undefined) throw new Error(`Patch path "${pointer}" names the whole document`);
  let parent: unknown = document;
  for (const token of tokens) {
    parent = (parent as Record<string, unknown> | undefined)?.[token];
    if (parent === undefined || parent === null) throw new Error(`Patch path "${pointer}" missing`);
  }
  return { parent, key };
}

/** RFC 6902 add, replace, remove and test: what kustomize's JSON patches do. */
export function applyJsonPatch(document: unknown, operations: Operation[]): void {
  for (const operation of operations) {
    const { parent, key } = locate(document, operation.path);
    const list = Array.isArray(parent) ? (parent as unknown[]) : null;
    const record = parent as Record<string, unknown>;
    const index = key === '-' && list ? list.length : Number(key);
    const exists = list ? index < list.length : Object.prototype.hasOwnProperty.call(record, key);
    const current = list ? list[index] : record[key];
    if (operation.op === 'test') {
      if (JSON.stringify(current) !== JSON.stringify(operation.value)) {
        throw new Error(`Patch test failed at ${operation.path}`);
      }
    } else if (operation.op === 'remove' || operation.op === 'replace') {
      if (!exists) throw new Error(`Patch ${operation.op} of a missing ${operation.path}`);
      if (operation.op === 'remove') {
        if (list) list.splice(index, 1);
        else delete record[key];
      } else if (list) list[index] = operation.value;
      else record[key] = operation.value;
    } else if (operation.op === 'add') {
      if (list) list.splice(index, 0, operation.value);
      else record[key] = operation.value;
    } else {
      throw new Error(`Unsupported patch operation ${(operation as { op: string }).op}`);
    }
  }
}

/** The pod template of a workload, if it has one. */
export function podSpecOf(manifest: Manifest): PodSpec | undefined {
  const spec = manifest.spec as { template?: { spec?: PodSpec } } | undefined;
  return spec?.template?.spec;
}

export interface Container {
  name: string;
  image: string;
  args?: string[];
  [field: string]: unknown;
}

export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  [field: string]: unknown;
}

function loadFile(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0].message}`);
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

/**
 * `kubectl kustomize <dir>` for the subset these manifests use: resources (files and
 * directories), namespace, images, replicas and JSON 6902 patches with a target. Any other
 * field, or a strategic-merge patch, is refused, so the test never passes over something it
 * did not apply.
 */
export function kustomize(dir: string): Manifest[] {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8')) as Kustomization;
  const unknown = Object.keys(kustomization).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length) throw new Error(`${file}: unsupported fields ${unknown.join(', ')}`);

  const manifests: Manifest[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.resolve(dir, resource);
    manifests.push(...(statSync(target).isDirectory() ? kustomize(target) : loadFile(target)));
  }

  for (const patch of kustomization.patches ?? []) {
    const text = patch.patch ?? readFileSync(path.resolve(dir, patch.path ?? ''), 'utf8');
    const operations = parse(text) as unknown;
    if (!Array.isArray(operations)) {
      throw new Error(`${file}: only JSON 6902 patches (a list of operations) are supported`);
    }
    const targets = manifests.filter(
      (manifest) =>
        manifest.kind === patch.target.kind &&
        (patch.target.name === undefined || manifest.metadata.name === patch.target.name),
    );
    if (!targets.length) throw new Error(`${file}: a patch matches nothing`);
    for (const manifest of targets) applyJsonPatch(manifest, operations as Operation[]);
  }

  for (const { name, count } of kustomization.replicas ?? []) {
    const deployment = manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === name);
    if (!deployment) throw new Error(`${file}: replicas for a missing Deployment ${name}`);
    (deployment.spec as { replicas?: number }).replicas = count;
  }

  for (const image of kustomization.images ?? []) {
    let used = false;
    for (const manifest of manifests) {
      const pod = podSpecOf(manifest);
      for (const container of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
        const [name, tag] = container.image.split(':');
        if (name !== image.name) continue;
        used = true;
        const newTag = image.newTag ?? tag;
        container.image = `${image.newName ?? name}${newTag ? `:${newTag}` : ''}`;
      }
    }
    if (!used) throw new Error(`${file}: no container uses the image ${image.name}`);
  }

  if (kustomization.namespace) {
    for (const manifest of manifests) {
      if (!CLUSTER_SCOPED.has(manifest.kind)) manifest.metadata.namespace = kustomization.namespace;
    }
  }
  return manifests;
}
