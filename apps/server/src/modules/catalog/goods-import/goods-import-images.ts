import type { GoodsImportColumn } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { reencodeGoodsImage, UPLOAD_PATH_PREFIX, type ImageKind, type Uploader } from '../../../lib/image-upload';
import type { GoodsPlan, Issues, Row } from './goods-import-plan';
import type { ImageZip } from './goods-zip';

/*
 * Image cells that name a file of the zip beside the import file (ADR 108 addendum). A cell's
 * word that is not a stored path (`upload/…`, `https://…`) is a name inside the zip; it becomes a
 * placeholder path the form's schema takes while the file is checked, and the stored picture's
 * path once the picture is re-encoded and stored (on apply only).
 */

const IMAGE_COLUMNS = ['images', 'sku_image'] as const satisfies GoodsImportColumn[];
const PLACEHOLDER = `${UPLOAD_PATH_PREFIX}zip-import/`;
const MISSING = `${PLACEHOLDER}missing`;

/** A zip file the import file names, and the first cell naming it. */
export interface ZipImageRef {
  name: string;
  line: number;
  column: GoodsImportColumn;
}

const mapCells = (rows: Row[], word: (w: string, row: Row, column: GoodsImportColumn) => string) => {
  for (const row of rows)
    for (const column of IMAGE_COLUMNS) {
      const cell = row.cells[column];
      if (cell)
        row.cells[column] = cell
          .split(/\s+/)
          .filter(Boolean)
          .map((w) => word(w, row, column))
          .join(' ');
    }
};

/** Replaces the zip names of the rows' image cells by placeholders; a name the zip lacks is reported. */
export function zipRefsOf(rows: Row[], zip: ImageZip, issues: Issues): ZipImageRef[] {
  const refs: ZipImageRef[] = [];
  const index = new Map<string, number>();
  mapCells(rows, (word, row, column) => {
    if (word.startsWith(UPLOAD_PATH_PREFIX) || word.startsWith('https://')) return word;
    if (!zip.has(word)) {
      issues.add(row.line, column, 'GOODS_IMPORT_ZIP_MISSING', { name: word.slice(0, 100) });
      return MISSING;
    }
    let i = index.get(word);
    if (i === undefined) {
      index.set(word, (i = refs.length));
      refs.push({ name: word, line: row.line, column });
    }
    return `${PLACEHOLDER}${i}`;
  });
  return refs;
}

/** Stores a re-encoded picture; answers its path. */
export type StoreImage = (image: { bytes: Buffer; kind: ImageKind }) => Promise<string>;

/**
 * Unpacks each named picture and re-encodes it as the goods form's upload does (one at a time, in
 * the uploader's line of the shared encoder); with `store`, keeps it and answers the paths by
 * placeholder. A picture that cannot be read is reported at the first cell naming it.
 */
export async function zipImages(
  refs: ZipImageRef[],
  zip: ImageZip,
  uploader: Uploader,
  issues: Issues,
  store?: StoreImage,
): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  for (const [i, ref] of refs.entries()) {
    let image: { bytes: Buffer; kind: ImageKind };
    try {
      image = await reencodeGoodsImage(uploader, await zip.read(ref.name));
    } catch (err) {
      const key = err instanceof AppError ? err.key : 'GOODS_IMPORT_ZIP_BAD_IMAGE';
      // A full encoder queue or the uploader's line is the server's answer to the whole request.
      if (key !== 'UPLOAD_TYPE_INVALID' && key !== 'UPLOAD_IMAGE_TOO_COMPLEX' && key !== 'GOODS_IMPORT_ZIP_BAD_IMAGE')
        throw err;
      const reason = key === 'UPLOAD_IMAGE_TOO_COMPLEX' ? key : 'GOODS_IMPORT_ZIP_BAD_IMAGE';
      issues.add(ref.line, ref.column, reason, { name: ref.name.slice(0, 100) });
      continue;
    }
    if (store) paths.set(`${PLACEHOLDER}${i}`, await store(image));
  }
  return paths;
}

/** The plans' placeholders replaced by the stored pictures' paths. */
export function placeImages(plans: GoodsPlan[], paths: Map<string, string>) {
  mapCells(
    plans.flatMap((p) => p.rows),
    (word) => paths.get(word) ?? word,
  );
}
