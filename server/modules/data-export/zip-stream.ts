import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// A ZIP written as it is made (fflate's streaming Zip): each file goes out as soon as it is added,
// and a reader slower than the writer holds the next file back (the stream's backpressure), so the
// archive is never whole in memory.

export interface ZipStream {
  /** What the answer sends. */
  stream: PassThrough;
  /** Adds a file: compressed (JSON) or stored as it is (a PDF, already compressed). */
  add(name: string, data: string | Buffer, compress: boolean): Promise<void>;
  end(): Promise<void>;
  /** Ends the stream with an error: the reader sees the download fail, never a short archive that looks whole. */
  fail(error: Error): void;
}

export function zipStream(): ZipStream {
  const stream = new PassThrough();
  let draining: Promise<unknown> | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) return void stream.destroy(error);
    if (!stream.write(Buffer.from(chunk))) draining ??= once(stream, 'drain').finally(() => (draining = undefined));
    if (final) stream.end();
  });
  return {
    stream,
    async add(name, data, compress) {
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      file.push(typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data), true);
      await draining;
    },
    async end() {
      zip.end();
      await draining;
    },
    fail(error) {
      zip.terminate();
      stream.destroy(error);
    },
  };
}
