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
      { name: 'participant', urls: ['http://127.0.0.1:4101'] },
      { name: 'social', urls: ['http://10.0.0.5:4102'] },
      { name: 'admin', urls: ['http://127.0.0.1:4103'] },
    ]);
    expect(config.realtimeUrls).toEqual(['http://127.0.0.1:4104']);
    expect(config.remoteEntries).toEqual({
      mfe_social: 'https://cdn.example.com/mfe-social/2.1.0/mf-manifest.json',
    });
  });

  it('reads every replica of a service from a comma-separated list', () => {
    const config = loadEdgeConfig({
      PARTICIPANT_URL: 'http://127.0.0.1:4101, http://127.0.0.1:4111',
      REALTIME_URL: 'http://127.0.0.1:4104,http://127.0.0.1:4114',
    });
    expect(config.services[0]).toEqual({
      name: 'participant',
      urls: ['http://127.0.0.1:4101', 'http://127.0.0.1:4111'],
    });
    expect(config.realtimeUrls).toEqual(['http://127.0.0.1:4104', 'http://127.0.0.1:4114']);
  });

  it('refuses an empty list and a list with a URL that is not http', () => {
    expect(() => loadEdgeConfig({ SOCIAL_URL: ' , ' })).toThrow(/Invalid edge configuration/);
    expect(() => loadEdgeConfig({ REALTIME_URL: 'http://127.0.0.1:4104,realtime:4114' })).toThrow(
      /Invalid edge configuration/,
    );
  });

  it('refuses an upstream that is not an http URL', () => {
    expect(() => loadEdgeConfig({ ADMIN_URL: 'admin:4103' })).toThrow(/Invalid edge configuration/);
  });
});
