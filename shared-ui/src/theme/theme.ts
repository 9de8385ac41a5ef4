import { createTheme } from '@mantine/core';

/** The one Mantine theme; the shell and test renders use it so both look alike. */
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Focus must stay visible for keyboard users (not only on :focus-visible heuristics).
  focusRing: 'auto',
});
