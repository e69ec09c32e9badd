import { message, type Lang, type MessageKey } from '@zay/contract';
import { AppError } from '../../../lib/app-error';

/*
 * CSV as spreadsheets write it (RFC 4180): comma-separated, cells with commas, quotes or line
 * breaks quoted, quotes doubled. Written as UTF-8 with a byte-order mark so Excel reads Burmese.
 */

const BOM = '\uFEFF';
/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP's CSV injection advice). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: a BOM, then the rows, lines ended with CRLF. */
export function writeCsv(rows: (string | number)[][]): string {
  return BOM + rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A cell as written by `writeCsv` (or typed by a person): the guard's apostrophe taken off. */
export function unguard(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const malformed = (lang: Lang, reason: MessageKey, line: number) =>
  new AppError('GOODS_IMPORT_MALFORMED', { reason: message(lang, reason), line });

/**
 * The records of a CSV file's bytes, at most `maxRecords` (then it stops and answers what it has
 * plus one, so the caller can tell "too many"). Throws GOODS_IMPORT_MALFORMED, naming the record,
 * for text that is not UTF-8, a quote left open or a quote inside an unquoted cell.
 */
export function readCsv(bytes: Uint8Array, maxRecords: number, lang: Lang): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw malformed(lang, 'GOODS_IMPORT_NOT_UTF8', 1);
  }
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const n = text.length;
  while (i <= n && records.length <= maxRecords) {
    const line = records.length + 1;
    let value = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw malformed(lang, 'GOODS_IMPORT_QUOTE_UNCLOSED', line);
        value += text.slice(i, q);
        if (text[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r')
        throw malformed(lang, 'GOODS_IMPORT_QUOTE_STRAY', line);
    } else {
      let j = i;
      while (j < n && text[j] !== ',' && text[j] !== '\n' && text[j] !== '\r') j++;
      value = text.slice(i, j);
      if (value.includes('"')) throw malformed(lang, 'GOODS_IMPORT_QUOTE_STRAY', line);
      i = j;
    }
    record.push(value);
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i++;
    i++;
    records.push(record);
    record = [];
  }
  // The file's last line break leaves one empty record behind.
  const last = records.at(-1);
  if (last && last.length === 1 && last[0] === '') records.pop();
  return records;
}
