import {
  GOODS_IMPORT_ZIP_ENTRY_MAX_BYTES,
  GOODS_IMPORT_ZIP_MAX_ENTRIES,
  GOODS_IMPORT_ZIP_TOTAL_MAX_BYTES,
  message,
  type Lang,
  type MessageKey,
} from '@zay/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../../lib/app-error';

/*
 * The zip of images beside an import file (ADR 108 addendum), read with `yauzl` from memory.
 * Refused whole, before anything is unpacked, when it is not a zip, holds too many entries, an
 * entry or all of them would unpack to too much (a stream that unpacks to more than its entry
 * declares is stopped, so a bomb cannot lie about its size), a name is absolute or climbs out
 * with `..`, or a file is not named as a JPEG, PNG or WebP picture.
 */

const MB = 1024 * 1024;
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;
/** What a Mac's archiver adds beside each file; never an image the file can name. */
const MAC_EXTRA = /(^|\/)(__MACOSX\/|\.DS_Store$)/;

const refused = (lang: Lang, reason: MessageKey, params?: Record<string, string | number>) =>
  new AppError('GOODS_IMPORT_ZIP_REFUSED', { reason: message(lang, reason, params) });

/** The zip's pictures by their name inside it; `read` unpacks one. Close it when done. */
export interface ImageZip {
  has(name: string): boolean;
  read(name: string): Promise<Buffer>;
  close(): void;
}

const open = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip),
    ),
  );

/** Every entry of the zip (yauzl refuses absolute and `..` names while listing them). */
const entriesOf = (zip: ZipFile) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });

/** Opens and checks the zip; throws GOODS_IMPORT_ZIP_REFUSED with the reason in `lang`. */
export async function openImageZip(bytes: Buffer, lang: Lang): Promise<ImageZip> {
  const zip = await open(bytes).catch(() => {
    throw refused(lang, 'GOODS_IMPORT_ZIP_UNREADABLE');
  });
  try {
    if (zip.entryCount > GOODS_IMPORT_ZIP_MAX_ENTRIES)
      throw refused(lang, 'GOODS_IMPORT_ZIP_TOO_MANY', { max: GOODS_IMPORT_ZIP_MAX_ENTRIES });
    const entries = await entriesOf(zip).catch((err: unknown) => {
      const unsafe = /absolute path|invalid relative path|invalid characters/.test(String(err));
      throw refused(lang, unsafe ? 'GOODS_IMPORT_ZIP_PATH_UNSAFE' : 'GOODS_IMPORT_ZIP_UNREADABLE');
    });
    const files = new Map<string, Entry>();
    let total = 0;
    for (const entry of entries) {
      const name = entry.fileName;
      if (name.endsWith('/') || MAC_EXTRA.test(name)) continue;
      if (!IMAGE_NAME.test(name)) throw refused(lang, 'GOODS_IMPORT_ZIP_NOT_IMAGE_TYPE', { name: name.slice(0, 100) });
      if (entry.uncompressedSize > GOODS_IMPORT_ZIP_ENTRY_MAX_BYTES)
        throw refused(lang, 'GOODS_IMPORT_ZIP_ENTRY_TOO_LARGE', {
          name: name.slice(0, 100),
          mb: GOODS_IMPORT_ZIP_ENTRY_MAX_BYTES / MB,
        });
      total += entry.uncompressedSize;
      if (total > GOODS_IMPORT_ZIP_TOTAL_MAX_BYTES)
        throw refused(lang, 'GOODS_IMPORT_ZIP_TOTAL_TOO_LARGE', { mb: GOODS_IMPORT_ZIP_TOTAL_MAX_BYTES / MB });
      files.set(name, entry);
    }
    return {
      has: (name) => files.has(name),
      read: (name) => unpack(zip, files.get(name)!),
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}

/**
 * One entry's bytes, stopped as soon as it unpacks to more than it declares (which was checked
 * against the caps). The count is ours: yauzl 2's own check (kept off in 3) fails its stream without an `error`
 * event on current Node (its `destroy` is replaced), so a lying entry would hang. Any failure is
 * an entry that is not a readable picture (the caller reports it by line).
 */
function unpack(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const limit = Math.min(entry.uncompressedSize, GOODS_IMPORT_ZIP_ENTRY_MAX_BYTES);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) return void chunks.push(chunk);
        reject(new Error('the entry unpacks to more than it declares'));
        stream.destroy();
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}
