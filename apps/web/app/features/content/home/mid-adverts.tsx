import { Img } from '~/components/ui/img';
import { SmartLink } from '~/components/ui/smart-link';
import type { AdvItem } from '~/lib/layout-data';

/** The two adverts between the carousel and the floors (NS_PC_INDEX_MID_LEFT / _RIGHT). */
export function MidAdverts({ adverts }: { adverts: (AdvItem | undefined)[] }) {
  const shown = adverts.filter((a): a is AdvItem => !!a);
  if (shown.length === 0) return null;
  return (
    <div className="mt-5 grid grid-cols-2 gap-[30px]">
      {shown.map((adv) => (
        <SmartLink key={adv.id} to={adv.url} className="block overflow-hidden rounded-lg" aria-label={adv.title}>
          <Img
            kind="goods"
            src={adv.image}
            width={590}
            height={200}
            alt={adv.title}
            className="h-[200px] w-full object-cover transition duration-300 hover:scale-[1.02]"
          />
        </SmartLink>
      ))}
    </div>
  );
}
