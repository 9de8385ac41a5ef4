import { existsSync } from 'node:fs';
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

/**
 * react-router 7's package `exports` name only its development build (dev warnings and checks
 * on every navigation); each app, and the bench's floor page, resolve its production build.
 */
describe('production bundles: react-router as built for production', () => {
  it.each([
    ['shell', shell],
    ['mfe-participant', participant],
    ['mfe-social', social],
    ['mfe-admin', admin],
  ])('%s resolves react-router to its production build, which is installed', (_, config) => {
    const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
    expect(alias['react-router$']).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(existsSync(alias['react-router$'])).toBe(true);
  });
});
