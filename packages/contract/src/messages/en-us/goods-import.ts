/** The shop console's goods import and export (ADR 108), in English. */
export const goodsImport = {
  GOODS_IMPORT_FILE_REQUIRED: 'Choose a CSV file to import',
  GOODS_IMPORT_FILE_TOO_LARGE: 'The file is larger than {mb} MB',
  GOODS_IMPORT_TOO_MANY_ROWS: 'The file has more than {max} rows; split it into smaller files',
  GOODS_IMPORT_EMPTY: 'The file has no goods rows under its header',
  GOODS_IMPORT_MALFORMED: 'The file is not a readable CSV, line {line}: {reason}',
  GOODS_IMPORT_QUOTE_UNCLOSED: 'A quoted cell is never closed',
  GOODS_IMPORT_QUOTE_STRAY: 'A quote stands in the middle of a cell',
  GOODS_IMPORT_NOT_UTF8: 'It is not UTF-8 text',
  GOODS_IMPORT_COLUMN_MISSING: 'The header has no "{column}" column',
  GOODS_IMPORT_COLUMN_UNKNOWN: 'Unknown column "{column}"',
  GOODS_IMPORT_CELL_TOO_LONG: 'The cell is longer than {max} characters',
  GOODS_IMPORT_WHOLE_NUMBER: 'Enter a whole number of 0 or more',
  GOODS_IMPORT_VALUE_INVALID: 'This value is not valid',
  GOODS_IMPORT_GOODS_DIFFERS:
    "Differs from the same goods on line {line}; a goods' columns must be the same on all its rows",
  GOODS_IMPORT_SPEC_ROW: 'A spec needs both its name and its value, and the same specs on every row of the goods',
  GOODS_IMPORT_SKU_TWICE: 'The same spec values as line {line}',
  GOODS_IMPORT_GRID: 'The goods needs exactly one row for every combination of its spec values',
  GOODS_IMPORT_NOT_CLEAN: 'The file has problems; fix them and check it again before importing',
  GOODS_IMPORT_RUNNING: 'An import of this shop is still running; wait for it to finish',
  GOODS_IMPORT_JOB_NOT_FOUND: 'There is no import of this shop yet',
} as const;
