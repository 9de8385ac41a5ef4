/**
 * Modules every app shares as singletons, loaded once whichever app asks first. The same
 * list in every build; the trailing-slash keys share subpaths (react/jsx-runtime,
 * react-dom/client, @reduxjs/toolkit/query/react).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  '@wellness/shared-ui',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
] as const;

interface SharedConfig {
  singleton: true;
  eager: false;
  requiredVersion: string | false;
}

/** Builds the `shared` option from the app's own package.json versions. */
export function sharedSingletons(
  dependencies: Record<string, string>,
): Record<string, SharedConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = dependencies[pkg];
      if (!version) throw new Error(`${pkg} is shared, so the app must depend on it`);
      return [key, { singleton: true, eager: false, requiredVersion: version }];
    }),
  );
}
