import { SEARCH_KEYWORD_MAX } from '@zay/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export type Scope = 'goods' | 'shops';
export const TARGET: Record<Scope, string> = { goods: '/list', shops: '/street' };

/** The search box's scope and word, following the address, and its submit. */
export function useSearchBox(defaultWord: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // The shop street searches shops; everywhere else the box starts on goods.
  const [scope, setScope] = useState<Scope>(pathname === '/street' ? 'shops' : 'goods');
  const searched = params.get('keyword') ?? '';
  const [keyword, setKeyword] = useState(searched);
  // A hot word, a filter chip or the back button changes the search: the box shows what was searched.
  useEffect(() => setKeyword(searched), [searched]);
  useEffect(() => setScope(pathname === '/street' ? 'shops' : 'goods'), [pathname]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty box searches the word the platform suggests in the placeholder, as shoppers expect.
    const word = (keyword.trim() || defaultWord).slice(0, SEARCH_KEYWORD_MAX);
    navigate(word ? `${TARGET[scope]}?keyword=${encodeURIComponent(word)}` : TARGET[scope]);
  }
  return { scope, setScope, keyword, setKeyword, submit };
}
