import { REPLY_MAX, shopEvaluateReplyEndpoint, type ShopEvaluate } from '@zay/contract';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { Img } from '~/components/ui/img';
import { formatDateTime } from '~/lib/format-time';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';
import { BUTTON } from '~/components/console/console-ui';
import { useConsoleCall as useDeskCall } from '~/components/console/use-console-call';

const splitImages = (list: string) => list.split(',').filter((p) => p !== '');

function Stars({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={t('seller.reviewScore', { score })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} size={13} aria-hidden className={i <= score ? 'fill-accent text-accent-ink' : 'text-[#d5d5d5]'} />
      ))}
    </span>
  );
}

/** The review's pictures as thumbnails, each a link to the full picture. */
function Pictures({ images, label }: { images: string; label: string }) {
  const list = splitImages(images);
  if (list.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {list.map((src, i) => (
        <li key={src}>
          <a
            href={imageUrl(src)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} ${i + 1}`}
            className="block rounded hover:outline-2 hover:outline-brand"
          >
            <Img kind="goods" src={src} width={64} height={64} alt="" className="size-16 rounded object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ShopReply({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 rounded bg-page px-3 py-2 text-[13px] leading-body text-body">
      <span className="font-semibold text-brand">{t('seller.shopReply')}: </span>
      {text}
    </p>
  );
}

/** The one answer the shop may give now: to the review, or later to its follow-up. */
function ReplyForm({ review, followUp }: { review: ShopEvaluate; followUp: boolean }) {
  const { t } = useTranslation();
  const desk = useDeskCall();
  const [text, setText] = useState('');
  const label = t(followUp ? 'seller.replyFollowUp' : 'seller.replyReview');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await desk.run(shopEvaluateReplyEndpoint, { evaluate_id: review.evaluate_id, content: text })) setText('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-[13px] text-muted">
        {label}
        <textarea
          name="content"
          required
          maxLength={REPLY_MAX}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('seller.replyPlaceholder')}
          className={`${INPUT_CLASS} h-auto border-[#d4d4d4] py-2`}
        />
      </label>
      <div className="flex items-center justify-between">
        <span className="text-[12px] text-muted">{`${text.length}/${REPLY_MAX}`}</span>
        <button type="submit" className={BUTTON} disabled={desk.busy || text.trim() === ''}>
          {t('seller.replySubmit')}
        </button>
      </div>
    </form>
  );
}

/** One review of the shop as the console shows it, with the shop's answers and the form for the next one. */
export function ReviewCard({ review }: { review: ShopEvaluate }) {
  const { t } = useTranslation();
  const hasFollowUp = review.again_time > 0;
  return (
    <li className="flex gap-4 bg-white p-5" data-testid="seller-review">
      {/* The picture repeats the goods name's link beside it: one stop for the keyboard and screen readers. */}
      <Link to={`/sku-${review.sku_id}`} className="shrink-0" tabIndex={-1} aria-hidden>
        <Img kind="goods" src={review.sku_image} width={72} height={72} alt="" className="size-[72px] rounded" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-muted">
          <Link to={`/sku-${review.sku_id}`} className="font-semibold text-ink hover:text-brand">
            {review.sku_name}
          </Link>
          <Stars score={review.scores} />
          <span>{review.member_name}</span>
          {review.is_anonymous === 1 && <span>({t('seller.reviewAnonymous')})</span>}
          <span>{formatDateTime(review.create_time)}</span>
          {review.is_audit !== 1 && <span className="text-accent-ink">{t('seller.reviewPending')}</span>}
        </div>
        <p className="mt-2 text-[14px] leading-body whitespace-pre-line text-body">{review.content}</p>
        <Pictures images={review.images} label={t('seller.reviewPicture')} />
        {review.explain_first !== '' && <ShopReply text={review.explain_first} />}
        {review.explain_first === '' && <ReplyForm review={review} followUp={false} />}
        {hasFollowUp && (
          <div className="mt-3 border-t border-line pt-3" data-testid="seller-review-follow-up">
            <p className="text-[13px] text-muted">
              {t('seller.followUp')} · {formatDateTime(review.again_time)}
            </p>
            <p className="mt-1 text-[14px] leading-body whitespace-pre-line text-body">{review.again_content}</p>
            <Pictures images={review.again_images} label={t('seller.reviewPicture')} />
            {review.again_explain !== '' && <ShopReply text={review.again_explain} />}
          </div>
        )}
        {review.explain_first !== '' && hasFollowUp && review.again_explain === '' && (
          <ReplyForm review={review} followUp />
        )}
      </div>
    </li>
  );
}
