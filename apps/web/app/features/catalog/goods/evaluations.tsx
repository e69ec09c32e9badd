import { MessageSquareText, Star, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { Await, Link, useLocation } from 'react-router';
import { Img } from '~/components/ui/img';
import { Pager } from '~/components/ui/pager';
import { imageUrl } from '~/lib/links';
import {
  EVALUATE_FILTERS,
  type EvaluateCounts,
  type EvaluateFilter,
  type EvaluationPage,
  type EvaluationView,
} from './goods-types';

function evaluateHref(search: string, type: EvaluateFilter, page = 1) {
  const params = new URLSearchParams(search);
  params.delete('evaluate_type');
  params.delete('evaluate_page');
  if (type !== 'all') params.set('evaluate_type', type);
  if (page > 1) params.set('evaluate_page', String(page));
  return `?${params}#goods-tabs`;
}

function Stars({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('goodsDetail.stars', { count: score })} className="flex">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} size={13} aria-hidden className={i <= score ? 'fill-accent text-accent-ink' : 'text-[#d5d5d5]'} />
      ))}
    </span>
  );
}

/** A review picture, large, over the page; Esc, the button or a click outside closes it. */
function PictureViewer({ picture, onClose }: { picture: { src: string; alt: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={picture.alt}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && ref.current?.close()}
      className="m-auto max-h-[90vh] max-w-[90vw] overflow-visible bg-transparent p-0 backdrop:bg-black/70"
    >
      <img src={imageUrl(picture.src)} alt={picture.alt} className="max-h-[85vh] max-w-[85vw] rounded object-contain" />
      <button
        type="button"
        onClick={() => ref.current?.close()}
        aria-label={t('evaluate.closePicture')}
        className="absolute -top-4 -right-4 grid size-9 place-items-center rounded-full bg-white text-ink shadow hover:text-brand"
      >
        <X size={18} aria-hidden />
      </button>
    </dialog>
  );
}

/** Thumbnails that open larger in the page (a plain link to the file without JavaScript). */
function Pictures({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ src: string; alt: string } | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-2">
        {images.map((src, i) => {
          const alt = t('goodsDetail.reviewPicture', { name, n: i + 1 });
          return (
            <li key={src}>
              <a
                href={imageUrl(src)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={alt}
                aria-haspopup="dialog"
                onClick={(e) => {
                  e.preventDefault();
                  setOpen({ src, alt });
                }}
                className="block rounded hover:outline-2 hover:outline-brand"
              >
                <Img
                  kind="goods"
                  src={src}
                  width={72}
                  height={72}
                  alt=""
                  className="size-[72px] rounded object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
      {open && <PictureViewer picture={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function ShopReply({ reply }: { reply: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 rounded bg-[#fafafa] px-3 py-2 text-xs leading-text text-muted">
      <span className="font-semibold text-accent-ink">{t('goodsDetail.shopReply')}</span> {reply}
    </p>
  );
}

/** What the buyer added later, with the shop's answer to it. */
function FollowUp({ again, name }: { again: NonNullable<EvaluationView['again']>; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 border-t border-dashed border-line pt-2">
      <p className="text-xs text-subtle">{t('goodsDetail.followUp', { date: again.date })}</p>
      <p className="mt-1 text-[13px] leading-text break-words text-ink">{again.content}</p>
      <Pictures images={again.images} name={name} />
      {again.reply && <ShopReply reply={again.reply} />}
    </div>
  );
}

function Review({ review }: { review: EvaluationView }) {
  return (
    <li className="flex gap-4 border-b border-line py-4 last:border-b-0">
      <div className="flex w-36 shrink-0 items-start gap-2">
        <Img
          kind="headimg"
          src={review.avatar}
          width={32}
          height={32}
          alt=""
          className="size-8 shrink-0 rounded-full object-cover"
        />
        <span className="min-w-0 truncate text-[13px] text-body">{review.name}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-3 text-xs text-subtle">
          <Stars score={review.score} />
          <span>{review.date}</span>
          <span className="truncate">{review.skuName}</span>
        </div>
        <p className="mt-1.5 text-[13px] leading-text break-words text-ink">{review.content}</p>
        <Pictures images={review.images} name={review.name} />
        {review.reply && <ShopReply reply={review.reply} />}
        {review.again && <FollowUp again={review.again} name={review.name} />}
      </div>
    </li>
  );
}

function ReviewList({ page, type, total }: { page: EvaluationPage; type: EvaluateFilter; total: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (page.list.length === 0)
    return (
      <p className="flex flex-col items-center gap-2 py-12 text-[13px] text-subtle">
        <MessageSquareText size={36} strokeWidth={1.3} aria-hidden />
        {total === 0 ? t('goodsDetail.noReviews') : t('goodsDetail.noReviewsHere')}
      </p>
    );
  return (
    <>
      <ul>
        {page.list.map((r) => (
          <Review key={r.id} review={r} />
        ))}
      </ul>
      <Pager page={page.page} pageCount={page.pageCount} keepScroll href={(p) => evaluateHref(search, type, p)} />
    </>
  );
}

interface Props {
  counts: EvaluateCounts;
  query: { type: EvaluateFilter; page: number };
  evaluations: Promise<EvaluationPage>;
}

/** Reviews with their filters (all, good, middle, bad, with pictures); filters and pages live in the URL. */
export function Evaluations({ counts, query, evaluations }: Props) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div>
      <nav aria-label={t('goodsDetail.reviewFilters')} className="flex flex-wrap gap-2 border-b border-line pb-3">
        {EVALUATE_FILTERS.map((f) => (
          <Link
            key={f}
            to={evaluateHref(search, f)}
            preventScrollReset
            aria-current={query.type === f ? 'true' : undefined}
            className={`rounded-full border px-3 py-1 text-[13px] ${query.type === f ? 'border-brand bg-brand text-white' : 'border-line text-body hover:border-brand hover:text-brand'}`}
          >
            {t(`goodsDetail.filter_${f}`, { count: counts[f] })}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<p className="py-12 text-center text-[13px] text-subtle">{t('goodsDetail.loading')}</p>}>
        <Await resolve={evaluations}>{(page) => <ReviewList page={page} type={query.type} total={counts.all} />}</Await>
      </Suspense>
    </div>
  );
}
