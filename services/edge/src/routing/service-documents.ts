import { setTimeout as sleep } from 'node:timers/promises';
import type { OpenApiDocument, ServiceDocument } from './openapi';

export interface UpstreamService {
  name: string;
  /** Every replica of the service: they declare the same routes, any one that answers will do. */
  urls: readonly string[];
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

async function readDocument(url: string, signal: AbortSignal) {
  const response = await fetch(new URL('/openapi.json', url), {
    signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  if (typeof document?.paths !== 'object') throw new Error('not an OpenAPI document');
  return document;
}

/** The document of the first replica that answers; the last replica's error otherwise. */
async function readAnyReplica(service: UpstreamService, signal: AbortSignal) {
  let failure: unknown;
  for (const url of service.urls) {
    try {
      return { url, document: await readDocument(url, signal) };
    } catch (error) {
      if (signal.aborted) throw error;
      failure = error;
    }
  }
  throw failure;
}

/** Reads one service's document, retrying with backoff while the service starts. */
async function loadDocument(
  service: UpstreamService,
  { timeoutMs, signal }: LoadOptions,
): Promise<ServiceDocument> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      const { url, document } = await readAnyReplica(service, signal);
      return { service: service.name, upstream: url, document };
    } catch (error) {
      if (signal.aborted) throw error;
      if (Date.now() + delay > deadline) {
        const where = service.urls.map((url) => `${url}/openapi.json`).join(' or ');
        throw new Error(
          `Cannot read the routes of ${service.name} at ${where} (${reasonOf(error)})`,
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
