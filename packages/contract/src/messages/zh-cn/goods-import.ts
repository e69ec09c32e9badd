import type { goodsImport as en } from '../en-us/goods-import';

/** The shop console's goods import and export (ADR 108), in Chinese. */
export const goodsImport: Record<keyof typeof en, string> = {
  GOODS_IMPORT_FILE_REQUIRED: '请选择要导入的 CSV 文件',
  GOODS_IMPORT_FILE_TOO_LARGE: '文件超过 {mb} MB',
  GOODS_IMPORT_TOO_MANY_ROWS: '文件超过 {max} 行，请拆分成较小的文件',
  GOODS_IMPORT_EMPTY: '文件表头下没有商品行',
  GOODS_IMPORT_MALFORMED: '无法读取该 CSV 文件：{reason}（第 {line} 行）',
  GOODS_IMPORT_QUOTE_UNCLOSED: '有引号单元格未闭合',
  GOODS_IMPORT_QUOTE_STRAY: '单元格中间出现引号',
  GOODS_IMPORT_NOT_UTF8: '不是 UTF-8 文本',
  GOODS_IMPORT_COLUMN_MISSING: '表头缺少“{column}”列',
  GOODS_IMPORT_COLUMN_UNKNOWN: '未知的列“{column}”',
  GOODS_IMPORT_CELL_TOO_LONG: '单元格超过 {max} 个字符',
  GOODS_IMPORT_WHOLE_NUMBER: '请输入 0 或以上的整数',
  GOODS_IMPORT_VALUE_INVALID: '该值无效',
  GOODS_IMPORT_GOODS_DIFFERS: '与第 {line} 行的同一商品不一致；同一商品的各行商品列须相同',
  GOODS_IMPORT_SPEC_ROW: '规格须同时有名称和值，且同一商品的每一行规格相同',
  GOODS_IMPORT_SKU_TWICE: '规格值与第 {line} 行重复',
  GOODS_IMPORT_GRID: '商品的每种规格值组合须恰好有一行',
  GOODS_IMPORT_NOT_CLEAN: '文件有问题，请修正并重新检查后再导入',
  GOODS_IMPORT_RUNNING: '本店的导入仍在进行，请等待完成',
  GOODS_IMPORT_JOB_NOT_FOUND: '本店还没有导入记录',
};
