import shell from '../../shell/rspack.config';
import participant from '../../mfe-participant/rspack.config';
import social from '../../mfe-social/rspack.config';
import admin from '../../mfe-admin/rspack.config';

// The bundler itself is ESM with a native binding: only the configuration is under test.
jest.mock('@rspack/core', () => ({
  rspack: {
    HtmlRspackPlugin: class {},
    CopyRspackPlugin: class {},
    SwcJsMinimizerRspackPlugin: class {},
    LightningCssMinimizerRspackPlugin: class {},
    experiments: { VirtualModulesPlugin: class {} },
  },
}));
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));

/**
 * A public source map hands anyone the original source of the bundles. Production builds may
 * write hidden maps (no sourceMappingURL comment; the edge never serves *.map) or none.
 */
describe('production bundles: no public source maps', () => {
  it.each([
    ['shell', shell],
    ['mfe-participant', participant],
    ['mfe-social', social],
    ['mfe-admin', admin],
  ])('%s builds in production mode with hidden source maps or none', (_, config) => {
    expect(config.mode).toBe('production');
    expect(String(config.devtool ?? false)).toMatch(/^(false|hidden-[a-z-]+)$/);
  });
});
