import { Readable } from 'node:stream';

export interface LazyBody {
  stream: Readable;
  /** Whether the upstream has started reading: from then on the source is spent. */
  readonly pulled: boolean;
}

/**
 * The request body as one attempt sends it: the source stream is read only once the upstream
 * reads, i.e. after its connection was accepted. A replica that refused the connection never
 * read (its stream is destroyed, the source is left whole), so the next replica gets the body
 * intact; once a replica has read any of it, the request cannot go anywhere else.
 */
export function lazyBody(source: Readable): LazyBody {
  let pulled = false;
  const stream = new Readable({
    read() {
      if (pulled) {
        source.resume();
        return;
      }
      pulled = true;
      source.on('data', (chunk: Buffer) => {
        if (!stream.push(chunk)) source.pause();
      });
      source.once('end', () => stream.push(null));
      source.once('error', (error) => stream.destroy(error));
    },
  });
  return {
    stream,
    get pulled() {
      return pulled;
    },
  };
}
