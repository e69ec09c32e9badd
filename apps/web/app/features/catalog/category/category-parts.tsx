import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import type { CategoryItem } from '~/lib/layout-data';

export const listUrl = (c: CategoryItem) => `/list?category_id=${c.id}&level=${c.level}`;
export const anchorId = (c: CategoryItem) => `category-${c.id}`;

/** A level-1 heading; its anchor lets the side rail and shared links jump to it. */
export function SectionHeading({ item, showImage }: { item: CategoryItem; showImage: boolean }) {
  return (
    <h2 className="flex items-center gap-3 border-b border-line px-5 py-3">
      {showImage && (
        <Img kind="category" src={item.image} width={32} height={32} alt="" className="size-8 rounded object-cover" />
      )}
      <Link to={listUrl(item)} className="text-[16px] leading-tight-text font-semibold text-ink hover:text-brand">
        {item.name}
      </Link>
    </h2>
  );
}

export function LeafLinks({ items }: { items: CategoryItem[] }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-[13px] leading-tight-text text-muted">
      {items.map((c) => (
        <li key={c.id}>
          <Link to={listUrl(c)} className="hover:text-brand hover:underline">
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
