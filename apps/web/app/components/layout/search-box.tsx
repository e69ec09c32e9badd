import { SEARCH_KEYWORD_MAX } from '@zay/contract';
import { Search } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { TARGET, useSearchBox, type Scope } from './use-search-box';

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
  const { scope, setScope, keyword, setKeyword, submit } = useSearchBox(defaultWord);
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
