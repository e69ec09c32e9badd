import { REVIEW_CONTENT_MAX, type EvaluateInfo } from '@zay/contract';
import { useId } from 'react';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import { ReviewImages } from './review-images';
import { StarRating } from './star-rating';

export interface LineDraft {
  score: number;
  content: string;
  images: string[];
  uploading: boolean;
}

interface Props {
  goods: EvaluateInfo['list'][number];
  draft: LineDraft;
  /** A follow-up has no score. */
  followUp: boolean;
  /** Set after a submit with this line's text empty. */
  missing: boolean;
  onChange: (patch: Partial<LineDraft>) => void;
}

/** One goods line: its picture and name beside the score, the text with its counter and the pictures. */
export function GoodsReview({ goods, draft, followUp, missing, onChange }: Props) {
  const { t } = useTranslation();
  const textId = useId();
  const length = [...draft.content].length;
  return (
    <li className="flex gap-6 border-b border-line py-6 last:border-b-0">
      <div className="w-40 shrink-0 text-center">
        <Img
          kind="goods"
          src={goods.sku_image}
          width={120}
          height={120}
          alt=""
          className="mx-auto size-30 rounded object-cover"
        />
        <p className="mt-2 line-clamp-2 text-[13px] leading-text text-body">{goods.sku_name}</p>
        <Price amount={goods.price} className="text-[13px]" />
      </div>
      <div className="grid min-w-0 flex-1 gap-3">
        {!followUp && (
          <StarRating label={t('evaluate.goodsScore')} value={draft.score} onChange={(score) => onChange({ score })} />
        )}
        <div>
          <label htmlFor={textId} className="mb-1 block text-[13px] text-body">
            {t(followUp ? 'evaluate.againContent' : 'evaluate.content')}
          </label>
          <textarea
            id={textId}
            value={draft.content}
            maxLength={REVIEW_CONTENT_MAX}
            rows={4}
            aria-invalid={missing || undefined}
            aria-describedby={`${textId}-count`}
            placeholder={t(followUp ? 'evaluate.againPlaceholder' : 'evaluate.contentPlaceholder')}
            onChange={(e) => onChange({ content: e.target.value })}
            className={`block w-full resize-y rounded border px-3 py-2 text-[13px] leading-text text-ink outline-none focus:border-brand ${missing ? 'border-brand' : 'border-line'}`}
          />
          <div className="mt-1 flex justify-between gap-3 text-xs">
            <span role={missing ? 'alert' : undefined} className="text-brand">
              {missing ? t('evaluate.contentRequired') : ''}
            </span>
            <span id={`${textId}-count`} className="text-subtle">
              {t('evaluate.counter', { n: length, max: REVIEW_CONTENT_MAX })}
            </span>
          </div>
        </div>
        <ReviewImages label={goods.sku_name} onChange={(images, uploading) => onChange({ images, uploading })} />
      </div>
    </li>
  );
}
