// jsdom lacks the Fetch API and a few browser APIs that react-router 7, RTK Query and Mantine
// use. The Node implementations live in Node's main context (jest runs tests in a vm context),
// so they are read from there with `runInThisContext`.
import { runInThisContext } from 'node:vm';
import { TextDecoder, TextEncoder } from 'node:util';

const node = runInThisContext(
  '({ fetch, Request, Response, Headers, FormData, ReadableStream })',
) as Record<string, unknown>;
const { AbortController: NodeAbortController, AbortSignal: NodeAbortSignal } = runInThisContext(
  '({ AbortController, AbortSignal })',
) as { AbortController: typeof AbortController; AbortSignal: typeof AbortSignal };

// jsdom keeps its own AbortController: its DOM (addEventListener) accepts only its own signals.
Object.assign(globalThis, { TextEncoder, TextDecoder }, node);

/** Node's Request accepts only Node's AbortSignal: forward a jsdom signal's abort to one. */
function nodeSignal(signal: AbortSignal | null | undefined): AbortSignal | undefined {
  if (!signal) return undefined;
  // Compared as unknown: TypeScript sees one AbortSignal type, the realms have two.
  if ((signal as unknown) instanceof NodeAbortSignal) return signal;
  const controller = new NodeAbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

// Browsers resolve relative URLs ('/api/users/me') against the page; Node's Request does not.
const NodeRequest = node.Request as typeof Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const resolved =
      typeof input === 'string' && typeof window !== 'undefined'
        ? new URL(input, window.location.href).href
        : input;
    super(resolved, init ? { ...init, signal: nodeSignal(init.signal) } : init);
  }
}
globalThis.Request = PageRequest;

if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      // As in browsers, the empty query matches every screen (mantine-datatable asks it of
      // each column without a media query); any other query is taken as not matching.
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  window.HTMLElement.prototype.scrollIntoView = () => undefined;
  window.scrollTo = () => undefined;
}

// jsdom's <dialog> has no showModal() or close(): opening marks it open (shown and exposed to
// the accessibility tree), closing unmarks it and fires `close` as a browser does.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
