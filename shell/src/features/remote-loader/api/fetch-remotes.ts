/** One remote as the edge describes it in /remotes.json. */
export interface RemoteDefinition {
  /** Federation name, e.g. 'mfe_participant'; its routes load as '<name>/routes'. */
  name: string;
  /** URL of the remote's mf-manifest.json; replacing it ships a new version. */
  entry: string;
  /** Top-level path prefixes the remote owns, e.g. ['/home', '/activities']. */
  routes: string[];
}

const isRemoteDefinition = (value: unknown): value is RemoteDefinition => {
  const r = value as Partial<RemoteDefinition> | null;
  return (
    typeof r?.name === 'string' &&
    typeof r.entry === 'string' &&
    Array.isArray(r.routes) &&
    r.routes.every((p) => typeof p === 'string' && p.startsWith('/'))
  );
};

/**
 * Reads the remotes this deployment serves, or null when the list cannot be read: the shell
 * then still runs (welcome, login) and unknown paths offer a retry instead of a 404.
 */
export async function fetchRemotes(url = '/remotes.json'): Promise<RemoteDefinition[] | null> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error(`${url} is not a list`);
    const remotes = body.filter(isRemoteDefinition);
    if (remotes.length !== body.length) console.error(`${url}: ignored malformed entries`);
    return remotes;
  } catch (error) {
    console.error('Could not read the remotes list', error);
    return null;
  }
}
