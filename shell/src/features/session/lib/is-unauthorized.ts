/** True for an RTK Query error that is an HTTP 401. */
export function isUnauthorized(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 401;
}
