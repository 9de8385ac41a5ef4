import { setTimeout as sleep } from 'node:timers/promises';
import type { OpenApiDocument, ServiceDocument } from './openapi';

export interface UpstreamService {
  name: string;
  url: string;
}

export interface LoadOptions {
  /** Give up (and fail start-up) after this long. */
  timeoutMs: number;
  signal: AbortSignal;
}

export type DocumentLoader = (
  services: readonly UpstreamService[],
  options: LoadOptions,
) => Promise<ServiceDocument[]>;

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;
const REQUEST_TIMEOUT_MS = 5_000;

const reasonOf = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as Error).message;
};

async function readDocument(service: UpstreamService, signal: AbortSignal) {
  const response = await fetch(new URL('/openapi.json', service.url), {
    signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  if (typeof document?.paths !== 'object') throw new Error('not an OpenAPI document');
  return document;
}

/** Reads one service's document, retrying with backoff while the service starts. */
async function loadDocument(
  service: UpstreamService,
  { timeoutMs, signal }: LoadOptions,
): Promise<ServiceDocument> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      const document = await readDocument(service, signal);
      return { service: service.name, upstream: service.url, document };
    } catch (error) {
      if (signal.aborted) throw error;
      if (Date.now() + delay > deadline) {
        throw new Error(
          `Cannot read the routes of ${service.name} at ${service.url}/openapi.json (${reasonOf(error)})`,
          { cause: error },
        );
      }
    }
    await sleep(delay, undefined, { signal });
  }
}

/** Reads every service's GET /openapi.json. */
export const fetchServiceDocuments: DocumentLoader = (services, options) =>
  Promise.all(services.map((service) => loadDocument(service, options)));
