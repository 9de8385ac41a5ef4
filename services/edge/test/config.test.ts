import { loadEdgeConfig } from '../src/config';

describe('loadEdgeConfig', () => {
  it('reads the upstreams and a remote entry override from the environment', () => {
    const config = loadEdgeConfig({
      PORT: '9090',
      SOCIAL_URL: 'http://10.0.0.5:4102',
      REMOTE_MFE_SOCIAL_ENTRY: 'https://cdn.example.com/mfe-social/2.1.0/mf-manifest.json',
    });
    expect(config.port).toBe(9090);
    expect(config.services).toEqual([
      { name: 'participant', url: 'http://127.0.0.1:4101' },
      { name: 'social', url: 'http://10.0.0.5:4102' },
      { name: 'admin', url: 'http://127.0.0.1:4103' },
    ]);
    expect(config.realtimeUrl).toBe('http://127.0.0.1:4104');
    expect(config.remoteEntries).toEqual({
      mfe_social: 'https://cdn.example.com/mfe-social/2.1.0/mf-manifest.json',
    });
  });

  it('refuses an upstream that is not an http URL', () => {
    expect(() => loadEdgeConfig({ ADMIN_URL: 'admin:4103' })).toThrow(/Invalid edge configuration/);
  });
});
