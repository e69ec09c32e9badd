import type { MetaDescriptor } from 'react-router';
import { pageMeta, type MetaMatch } from '~/lib/meta';

/** A console layout's meta: its page's title (or error page) and no indexing, for the whole console. */
export const consoleLayoutMeta = ({
  matches,
  location,
  error,
}: {
  matches: readonly (MetaMatch | undefined)[];
  location: { pathname: string };
  error?: unknown;
}): MetaDescriptor[] => [...pageMeta(matches, location.pathname, { error }), { name: 'robots', content: 'noindex' }];
