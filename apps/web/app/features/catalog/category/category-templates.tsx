import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { Thumb } from '~/components/ui/thumb';
import type { CategoryItem } from '~/lib/layout-data';
import { anchorId, LeafLinks, listUrl, SectionHeading } from './category-parts';

interface Props {
  categories: CategoryItem[];
  showImages: boolean;
}

/** Template 1: level 2 on the left of each row, its level 3 links beside it; two columns of sections. */
export function CategoryRows({ categories, showImages }: Props) {
  return (
    <div className="columns-2 gap-4">
      {categories.map((one) => (
        <section key={one.id} id={anchorId(one)} className="mb-4 scroll-mt-4 break-inside-avoid rounded-lg bg-white">
          <SectionHeading item={one} showImage={showImages} />
          <div className="grid gap-y-2 px-5 py-4">
            {one.children.map((two) => (
              <div key={two.id} className="flex gap-6 border-b border-dashed border-line pb-2 last:border-b-0">
                <Link
                  to={listUrl(two)}
                  className="w-36 shrink-0 text-[13px] leading-tight-text font-semibold text-ink hover:text-brand"
                >
                  {two.name}
                </Link>
                <LeafLinks items={two.children} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Template 2: level 2 as picture tiles, each with its level 3 links below. */
export function CategoryTiles({ categories, showImages }: Props) {
  return (
    <div className="grid gap-4">
      {categories.map((one) => (
        <section key={one.id} id={anchorId(one)} className="scroll-mt-4 rounded-lg bg-white">
          <SectionHeading item={one} showImage={showImages} />
          <ul className="grid grid-cols-4 gap-4 p-5">
            {one.children.map((two) => (
              <li key={two.id} className="rounded-lg border border-line p-4">
                <Link to={listUrl(two)} className="group/tile flex items-center gap-3">
                  {showImages && <Thumb kind="category" src={two.image} size={56} />}
                  <span className="text-[14px] leading-tight-text font-semibold text-ink group-hover/tile:text-brand">
                    {two.name}
                  </span>
                </Link>
                <div className="mt-3">
                  <LeafLinks items={two.children} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function RailNav({ categories }: { categories: CategoryItem[] }) {
  return (
    <nav className="sticky top-4 w-52 shrink-0 rounded-lg bg-white py-2" aria-labelledby="category-title">
      <ul>
        {categories.map((one) => (
          <li key={one.id}>
            <a
              href={`#${anchorId(one)}`}
              className="block px-5 py-2 text-[13px] leading-tight-text text-body hover:bg-brand-soft hover:text-brand"
            >
              {one.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RailGroup({ two, showImages }: { two: CategoryItem; showImages: boolean }) {
  return (
    <div className="py-3">
      <h3 className="text-[14px] font-semibold text-ink">
        <Link to={listUrl(two)} className="hover:text-brand">
          {two.name}
        </Link>
      </h3>
      <ul className="mt-2 grid grid-cols-4 gap-2">
        {two.children.map((three) => (
          <li key={three.id}>
            <Link
              to={listUrl(three)}
              className="flex flex-col items-center gap-1 rounded p-2 text-center text-xs leading-tight-text text-body hover:text-brand"
            >
              {showImages && (
                <Img
                  kind="category"
                  src={three.image || two.image}
                  width={56}
                  height={56}
                  alt=""
                  className="size-14 rounded-full object-cover"
                />
              )}
              {three.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Template 3: a side rail of level 1 beside every level 2 and 3 as pictures and names. */
export function CategoryRail({ categories, showImages }: Props) {
  return (
    <div className="flex items-start gap-4">
      <RailNav categories={categories} />
      <div className="grid min-w-0 flex-1 gap-4">
        {categories.map((one) => (
          <section key={one.id} id={anchorId(one)} className="scroll-mt-4 rounded-lg bg-white">
            <SectionHeading item={one} showImage={showImages} />
            <div className="grid grid-cols-2 gap-x-6 px-5 pb-2">
              {one.children.map((two) => (
                <RailGroup key={two.id} two={two} showImages={showImages} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
