import { lazyFederationRuntime } from './lazy-runtime';
import type { FederationRuntime } from './remote-loader';

const participant = { name: 'mfe_participant', entry: '/mfe/participant/mf-manifest.json' };
const social = { name: 'mfe_social', entry: '/mfe/social/mf-manifest.json' };

function fakeRuntime() {
  const runtime: FederationRuntime = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => ({ id }) as never),
  };
  return runtime;
}

describe('the federation runtime, loaded with the first remote (issue 18)', () => {
  it('loads nothing until a remote is loaded, then registers the remotes listed before it', async () => {
    const runtime = fakeRuntime();
    const load = jest.fn(async () => runtime);
    const lazy = lazyFederationRuntime(load);

    lazy.registerRemotes([participant, social]);
    expect(load).not.toHaveBeenCalled();

    await expect(lazy.loadRemote('mfe_social/routes')).resolves.toEqual({
      id: 'mfe_social/routes',
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([participant, social]);

    await lazy.loadRemote('mfe_participant/routes');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('registers the newest definition of a remote, and forwards a forced one once loaded', async () => {
    const runtime = fakeRuntime();
    const lazy = lazyFederationRuntime(async () => runtime);
    const moved = { ...participant, entry: '/mfe/participant-v2/mf-manifest.json' };

    lazy.registerRemotes([participant, social]);
    lazy.registerRemotes([moved], { force: true });
    await lazy.loadRemote('mfe_participant/routes');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([social, moved]);

    lazy.registerRemotes([participant], { force: true });
    await lazy.loadRemote('mfe_participant/routes');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([participant], { force: true });
  });

  it('tries to load the runtime again after a failed load', async () => {
    const runtime = fakeRuntime();
    const load = jest
      .fn<Promise<FederationRuntime>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue(runtime);
    const lazy = lazyFederationRuntime(load);
    lazy.registerRemotes([participant]);

    await expect(lazy.loadRemote('mfe_participant/routes')).rejects.toThrow('Loading chunk failed');
    await expect(lazy.loadRemote('mfe_participant/routes')).resolves.toEqual({
      id: 'mfe_participant/routes',
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([participant]);
  });
});
