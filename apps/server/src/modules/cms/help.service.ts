import type { HelpClass } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { listHelpClasses, listHelpTitles } from './help.repository';

/** Help classes with their article titles, two queries whatever the number of classes. */
export async function helpClassesWithArticles(ctx: RequestContext): Promise<HelpClass[]> {
  const [classes, articles] = await Promise.all([listHelpClasses(ctx.db), listHelpTitles(ctx.db)]);
  return classes.map((c) => ({
    ...c,
    child_list: articles
      .filter((a) => a.class_id === c.class_id)
      .map(({ id, title, link_address }) => ({ id, title, link_address })),
  }));
}
