import type { HelpClass } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { listHelpClasses, listHelpTitles } from './help.repository';
import { translateRows } from '../../site';

/** Help classes with their article titles in the request's language, whatever the number of classes. */
export async function helpClassesWithArticles(ctx: RequestContext): Promise<HelpClass[]> {
  const [stored, storedArticles] = await Promise.all([listHelpClasses(ctx.db), listHelpTitles(ctx.db)]);
  const [classes, articles] = await Promise.all([
    translateRows(ctx, 'help_class', stored, (c) => c.class_id),
    translateRows(ctx, 'help', storedArticles, (a) => a.id),
  ]);
  return classes.map((c) => ({
    ...c,
    child_list: articles
      .filter((a) => a.class_id === c.class_id)
      .map(({ id, title, link_address }) => ({ id, title, link_address })),
  }));
}
