/**
 * Asks `check` again every `intervalMs` until it answers a truthy value, which it returns;
 * fails naming `what` after `timeoutMs`. Tests wait for a state this way, never for a fixed time.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  // 60 s by default: a wait ends as soon as its state holds, and on a loaded 2-core CI machine
  // (Jest beside the journeys, load 10 and more) a queued job took longer than 20 s.
  { timeoutMs = 60_000, intervalMs = 20 } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
