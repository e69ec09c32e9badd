/** The parts of `yauzl` 2 (CommonJS, no types of its own) that the goods import's zip reader uses. */
declare module 'yauzl' {
  import type { EventEmitter } from 'node:events';
  import type { Readable } from 'node:stream';
  interface Entry {
    fileName: string;
    compressedSize: number;
    uncompressedSize: number;
  }
  interface ZipFile extends EventEmitter {
    entryCount: number;
    readEntry(): void;
    openReadStream(entry: Entry, callback: (err: Error | null, stream?: Readable) => void): void;
    close(): void;
  }
  interface Options {
    lazyEntries?: boolean;
    decodeStrings?: boolean;
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
  }
  function fromBuffer(buffer: Buffer, options: Options, callback: (err: Error | null, zip?: ZipFile) => void): void;
  const yauzl: { fromBuffer: typeof fromBuffer };
  export default yauzl;
  export type { Entry, ZipFile };
}
