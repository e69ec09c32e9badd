import { ChevronRight } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Img } from '~/components/ui/img';
import { SmartLink } from '~/components/ui/smart-link';
import type { FloorImage, FloorText } from './floor-types';

export function FloorHeading({ title, align = 'left' }: { title: FloorText; align?: 'left' | 'center' }) {
  const { t } = useTranslation();
  if (!title.text) return null;
  return (
    <div className={`flex items-end gap-4 ${align === 'center' ? 'justify-center' : 'justify-between'}`}>
      <h2 className="text-[22px] leading-tight-text font-bold" style={{ color: title.color || undefined }}>
        {title.text}
      </h2>
      {title.url && align === 'left' && (
        <SmartLink to={title.url} className="flex items-center text-[13px] text-subtle hover:text-brand">
          {t('common.more')}
          <ChevronRight size={14} aria-hidden />
        </SmartLink>
      )}
    </div>
  );
}

interface SlotImageProps {
  slot: FloorImage;
  width: number;
  height: number;
  alt: string;
  className?: string;
}

export function SlotImage({ slot, width, height, alt, className = '' }: SlotImageProps) {
  return (
    <SmartLink to={slot.url} className={`block overflow-hidden rounded-lg ${className}`} aria-label={alt}>
      <Img
        kind="goods"
        src={slot.image}
        width={width}
        height={height}
        alt={alt}
        className="size-full object-cover transition duration-300 hover:scale-[1.02]"
      />
    </SmartLink>
  );
}
