import type { RouteObject } from 'react-router';

/** Stands in for every `mfe_<name>/routes` import in Jest (see moduleNameMapper in jest.config.ts). */
export const routes: RouteObject[] = [];
