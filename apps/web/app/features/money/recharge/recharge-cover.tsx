import { Wallet } from 'lucide-react';
import { Img } from '~/components/ui/img';
import { formatPrice } from '~/components/ui/price';

/** A package's cover picture, or (without one) a tile showing its face value. */
export function RechargeCover({ cover, face, size }: { cover: string; face: string; size: 'small' | 'large' }) {
  const px = size === 'small' ? 64 : 280;
  if (cover)
    return <Img kind="goods" src={cover} width={px} height={px} alt="" className="shrink-0 rounded object-cover" />;
  return (
    <div
      aria-hidden
      style={{ width: px, height: px }}
      className={`flex shrink-0 flex-col items-center justify-center rounded bg-gradient-to-br from-brand to-brand-dark text-white ${size === 'small' ? 'gap-0.5 text-[11px]' : 'gap-3 text-[26px] font-semibold'}`}
    >
      <Wallet size={size === 'small' ? 18 : 48} />
      <span className="leading-tight-text">{formatPrice(face).replace(/\.00 Ks$/, ' Ks')}</span>
    </div>
  );
}
