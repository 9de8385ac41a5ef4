import os from 'node:os';

/** `--only …`: prints one measurement's tables and failures; whether it passed. */
export function reportAlone(tables: string[], failures: string[]): boolean {
  console.info(`\n${tables.join('\n')}\n`);
  failures.forEach((failure) => console.error(failure));
  return failures.length === 0;
}

/** The machine's load averages, for a report of figures that other work skews. */
export const loadLine = () =>
  `Load ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`;

/**
 * One measurement of a full run: its result, or null with `label: message` added to `errors`
 * (a measurement that cannot finish fails the run without stopping the others).
 */
export async function attempt<T>(
  label: string,
  errors: string[],
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    errors.push(`${label}: ${(error as Error).message}`);
    return null;
  }
}
