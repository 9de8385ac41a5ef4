import path from 'node:path';
import { BUNDLE_DEPTH, SERVICE_ENTRIES, bundleOf } from './build-services';

/**
 * A bundled source's `__dirname` is rewritten to its source directory, reached from the
 * bundle's own directory (build-services.ts `sourceLocations`): it must land on the source's
 * directory for every entry, or the edge looks for the front end's files, and social for its
 * uploads, in the wrong place.
 */
describe('the service bundles', () => {
  it.each(SERVICE_ENTRIES)('finds the sources of %s from its bundle', (entry) => {
    const root = '/repo';
    const bundleDir = path.dirname(path.join(root, bundleOf(entry)));
    const sourceDir = path.dirname(entry);
    expect(path.join(bundleDir, ...BUNDLE_DEPTH, sourceDir)).toBe(path.join(root, sourceDir));
  });
});
