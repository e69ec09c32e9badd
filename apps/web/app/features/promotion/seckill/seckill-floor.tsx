import { ChevronRight, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/translation';
import { SeckillCard } from './seckill-card';
import { PromotionCountdown } from '~/components/promotion/promotion-status';
import type { SeckillCardView, SlotView } from './seckill-types';

export interface SeckillFloorData {
  slot: SlotView;
  cards: SeckillCardView[];
  time: number;
}

/** The home page's flash-sale floor: the running slot, its countdown and its first goods. */
export function SeckillFloor({ floor }: { floor: SeckillFloorData }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-seckill" className="mt-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-t-lg bg-gradient-to-r from-brand to-accent px-4 py-2.5 text-white">
        <h2 id="home-seckill" className="flex items-center gap-1.5 text-[18px] leading-tight-text font-semibold">
          <Zap size={20} aria-hidden />
          {t('seckill.homeTitle')}
        </h2>
        <span className="text-[13px]">
          {floor.slot.hours} · {t('seckill.homeSubtitle')}
        </span>
        <PromotionCountdown end={floor.slot.end} serverTime={floor.time} label={t('seckill.endsIn')} />
        <Link to="/promotion/seckill" className="ml-auto flex items-center text-[13px] hover:underline">
          {t('seckill.more')}
          <ChevronRight size={14} aria-hidden />
        </Link>
      </div>
      <ul className="grid grid-cols-5 gap-3 rounded-b-lg bg-[#fff1ec] p-3">
        {floor.cards.map((card) => (
          <li key={card.id}>
            <SeckillCard card={card} running />
          </li>
        ))}
      </ul>
    </section>
  );
}
