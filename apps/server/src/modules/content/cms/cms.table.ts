import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface HelpClassTable {
  class_id: Generated<number>;
  class_name: D<string>;
  sort: D<number>;
  is_show: D<number>;
}

export interface HelpTable {
  id: Generated<number>;
  class_id: D<number>;
  title: D<string>;
  content: D<string>; // HTML
  link_address: D<string>;
  sort: D<number>;
  is_show: D<number>;
  create_time: D<number>;
}

export interface NoticeTable {
  id: Generated<number>;
  title: D<string>;
  content: D<string>;
  is_top: D<number>;
  sort: D<number>;
  is_show: D<number>;
  create_time: D<number>;
}

/** Platform content in a language other than Burmese (ADR 057): `fields` is a JSON object. */
export interface ContentTranslationTable {
  id: Generated<number>;
  kind: D<string>;
  ref: D<string>;
  lang: D<string>;
  fields: D<string>;
  update_time: D<number>;
}

/** The tables the cms module owns, by name. */
export interface CmsTables {
  help_class: HelpClassTable;
  help: HelpTable;
  notice: NoticeTable;
  content_translation: ContentTranslationTable;
}
