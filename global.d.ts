declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** The shell's share table, written at build time (shared-ui/build/shared-deps.ts). */
declare module '@wellness/provided-shared' {
  export const shared: Record<
    string,
    {
      version: string;
      scope: string;
      shareConfig: { singleton: boolean; eager: boolean; requiredVersion: string };
      get: () => Promise<() => unknown>;
    }
  >;
}
