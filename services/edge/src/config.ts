import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { loadConfig } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import { REMOTE_APPS } from './remotes';

const Url = Type.String({ pattern: '^https?://[^,\\s]+$' });
/** Every replica of one upstream; one URL (a Kubernetes Service) is a list of one. */
const Urls = Type.Array(Url, { minItems: 1 });

const EdgeSettingsSchema = Type.Object({
  /** The services whose /api routes the edge serves, in the order their tables merge. */
  services: Type.Array(Type.Object({ name: Type.String({ minLength: 1 }), urls: Urls }), {
    minItems: 1,
  }),
  /** The realtime gateways: a socket stays on the one its session hashes to. */
  realtimeUrls: Urls,
  /** The repository root: `shell/dist` and `mfe-<name>/dist` are found under it. */
  distRoot: Type.String({ minLength: 1 }),
  /** Remote name -> entry URL, from REMOTE_<NAME>_ENTRY: ships a remote without a shell build. */
  remoteEntries: Type.Record(Type.String(), Type.String({ minLength: 1 })),
  /** How long start-up waits for every service's /openapi.json. */
  routeTableTimeoutMs: Type.Integer({ minimum: 0 }),
  /** How often the table is read again so a redeployed service's new routes appear; 0 = never. */
  routeTableRefreshMs: Type.Integer({ minimum: 0 }),
});

export type EdgeSettings = Static<typeof EdgeSettingsSchema>;
export type EdgeConfig = Config & EdgeSettings;

const REPO_ROOT = path.resolve(__dirname, '../../..');

function remoteEntryOverrides(env: NodeJS.ProcessEnv): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const { name } of REMOTE_APPS) {
    const entry = env[`REMOTE_${name.toUpperCase()}_ENTRY`];
    if (entry) overrides[name] = entry;
  }
  return overrides;
}

/** `http://a:4101,http://b:4101` (every replica of a service) or one URL. */
const urlList = (value: string) =>
  value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

/** Reads and validates the edge's configuration once at start-up. */
export function loadEdgeConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<EdgeConfig> = {},
): EdgeConfig {
  const base = loadConfig(8080, env, overrides);
  const settings = {
    services: [
      { name: 'participant', urls: urlList(env.PARTICIPANT_URL ?? 'http://127.0.0.1:4101') },
      { name: 'social', urls: urlList(env.SOCIAL_URL ?? 'http://127.0.0.1:4102') },
      { name: 'admin', urls: urlList(env.ADMIN_URL ?? 'http://127.0.0.1:4103') },
    ],
    realtimeUrls: urlList(env.REALTIME_URL ?? 'http://127.0.0.1:4104'),
    distRoot: env.EDGE_DIST_ROOT ?? REPO_ROOT,
    remoteEntries: remoteEntryOverrides(env),
    routeTableTimeoutMs: Number(env.ROUTE_TABLE_TIMEOUT_MS ?? 60_000),
    routeTableRefreshMs: Number(env.ROUTE_TABLE_REFRESH_MS ?? 30_000),
    ...pickSettings(overrides),
  };
  const errors = [...Value.Errors(EdgeSettingsSchema, settings)];
  if (errors.length > 0) {
    throw new Error(
      `Invalid edge configuration: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`,
    );
  }
  return { ...base, ...settings };
}

function pickSettings(overrides: Partial<EdgeConfig>): Partial<EdgeSettings> {
  const keys = Object.keys(EdgeSettingsSchema.properties) as Array<keyof EdgeSettings>;
  return Object.fromEntries(
    keys.filter((key) => overrides[key] !== undefined).map((key) => [key, overrides[key]]),
  );
}
