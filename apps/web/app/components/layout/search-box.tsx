import { SEARCH_KEYWORD_MAX } from '@zay/contract';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

type Scope = 'goods' | 'shops';
const TARGET: Record<Scope, string> = { goods: '/list', shops: '/street' };
const SCOPES: Scope[] = ['goods', 'shops'];

function ScopeTabs({ scope, onChange }: { scope: Scope; onChange: (scope: Scope) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('search.scope')} className="mb-1 flex gap-1 text-[13px]">
      {SCOPES.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={scope === s}
          onClick={() => onChange(s)}
          className={`min-h-[24px] rounded-t px-3 py-0.5 ${scope === s ? 'bg-brand text-white' : 'text-muted hover:text-brand'}`}
        >
          {t(s === 'goods' ? 'search.goods' : 'search.shops')}
        </button>
      ))}
    </div>
  );
}

function HotWords({ words }: { words: string[] }) {
  const { t } = useTranslation();
  if (words.length === 0) return null;
  return (
    <ul
      aria-label={t('search.hotWords')}
      className="mt-1 flex gap-x-3 overflow-hidden text-xs leading-tight-text whitespace-nowrap text-subtle"
    >
      {words.map((word, i) => (
        <li key={word}>
          <Link
            to={`/list?keyword=${encodeURIComponent(word)}`}
            className={`inline-flex min-h-[24px] items-center ${i === 0 ? 'text-brand' : 'hover:text-brand'}`}
          >
            {word}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  hotWords: string[];
  defaultWord: string;
}

/** Goods or shop search; the form also works before hydration as a plain GET to /list or /street. */
export function SearchBox({ hotWords, defaultWord }: Props) {
  const { t } = useTranslation();
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

  return (
    <div className="w-[560px]">
      <ScopeTabs scope={scope} onChange={setScope} />
      <form
        role="search"
        action={TARGET[scope]}
        method="get"
        onSubmit={submit}
        className="flex h-10 border-2 border-brand bg-white"
      >
        <input
          type="search"
          name="keyword"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={defaultWord || t(scope === 'goods' ? 'search.placeholderGoods' : 'search.placeholderShops')}
          aria-label={t('search.label')}
          className="min-w-0 flex-1 px-3 text-[13px] text-ink outline-none placeholder:text-subtle"
        />
        <button
          type="submit"
          className="flex min-w-24 items-center justify-center gap-1 bg-brand px-4 text-white hover:bg-brand-dark"
        >
          <Search size={16} aria-hidden />
          {t('search.submit')}
        </button>
      </form>
      <HotWords words={hotWords} />
    </div>
  );
}
