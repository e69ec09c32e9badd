import {
  formatKs,
  GOODS_REASON_MAX,
  GOODS_VERIFY,
  platformGoodsTakedownEndpoint,
  platformGoodsVerifyEndpoint,
  type PlatformGoodsRow,
} from '@zay/contract';
import * as Dialog from 'radix-ui/dialog';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { RowButton } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { Img } from '~/components/ui/img';
import { TEXTAREA_CLASS } from '~/components/ui/text-field';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation, type TranslationKey } from '~/lib/translation';

const COLUMNS: Column[] = [
  { label: 'platformGoods.colGoods' },
  { label: 'platformGoods.colShop', className: 'w-[16%]' },
  { label: 'platformGoods.colCategory', className: 'w-[12%]' },
  { label: 'platformGoods.colPrice', className: 'w-[14%]' },
  { label: 'platformGoods.colState', className: 'w-[18%]' },
  { label: 'platformGoods.colActions', className: 'w-[17%]' },
];

/** What a row's state reads as on the platform's list. */
export function platformStateKey(g: PlatformGoodsRow): TranslationKey {
  if (g.verify_state === GOODS_VERIFY.WAITING) return 'platformGoods.stateWaiting';
  if (g.verify_state === GOODS_VERIFY.REFUSED) return 'platformGoods.stateRefused';
  if (g.verify_state === GOODS_VERIFY.TAKEN_DOWN) return 'platformGoods.stateTakenDown';
  return g.goods_state === 1 ? 'platformGoods.stateOnSale' : 'platformGoods.stateApprovedOff';
}

type Asking = { kind: 'refuse' | 'takedown'; goods: PlatformGoodsRow };

/**
 * Every shop's goods for the platform (ADR 099): approve asks first; refuse and take down open a
 * dialog for the reason the shop reads. `shopHref` narrows the list to one shop.
 */
export function PlatformGoodsTable({
  rows,
  shopHref,
}: {
  rows: PlatformGoodsRow[];
  shopHref: (siteId: number) => string;
}) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [asking, setAsking] = useState<Asking | null>(null);
  return (
    <>
      <table className="w-full table-fixed border-collapse bg-white text-[13px]" data-testid="platform-goods">
        <ColumnHeads
          columns={COLUMNS}
          rowClassName="border-b border-line text-left text-muted"
          cellClassName="p-3 font-normal"
        />
        <tbody>
          {rows.map((g) => (
            <tr
              key={g.goods_id}
              className="border-b border-line align-top last:border-0"
              data-testid="platform-goods-row"
            >
              <td className="p-3">
                <div className="flex items-start gap-3">
                  <Img
                    kind="goods"
                    src={g.goods_image}
                    width={48}
                    height={48}
                    alt=""
                    className="size-12 shrink-0 rounded object-cover"
                  />
                  <div className="min-w-0">
                    <p className="line-clamp-2 leading-tight-text break-words text-ink">{g.goods_name}</p>
                    <p className="mt-1 text-[12px] text-muted">
                      ID {g.goods_id} · {formatDateTime(g.create_time)}
                    </p>
                  </div>
                </div>
              </td>
              <td className="p-3 leading-tight-text break-words">
                <Link to={shopHref(g.site_id)} className="text-body hover:text-brand hover:underline">
                  {g.shop_name || `#${g.site_id}`}
                </Link>
              </td>
              <td className="p-3 leading-tight-text break-words text-body">{g.category_name || '—'}</td>
              <td className="p-3 leading-tight-text">
                <span className="block whitespace-nowrap text-brand">{formatKs(g.price)}</span>
                <span className="mt-1 block text-[12px] text-muted">
                  {t('platformGoods.stockSales', { stock: g.stock, sales: g.sale_num })}
                </span>
              </td>
              <td className="p-3 leading-tight-text">
                <span className="text-body">{t(platformStateKey(g))}</span>
                {g.verify_state < 0 && g.verify_state_remark && (
                  <p className="mt-1 break-words whitespace-pre-line text-[12px] text-brand">{g.verify_state_remark}</p>
                )}
              </td>
              <td className="p-3">
                <div className="flex flex-wrap gap-1.5">
                  {g.verify_state === GOODS_VERIFY.WAITING && (
                    <>
                      <RowButton
                        disabled={desk.busy}
                        aria-label={t('platformGoods.approveGoods', { name: g.goods_name })}
                        onClick={() =>
                          ask({
                            title: t('platformGoods.approveTitle'),
                            description: t('platformGoods.approveText', { name: g.goods_name }),
                            confirmLabel: t('platformGoods.approve'),
                            run: () => desk.run(platformGoodsVerifyEndpoint, { goods_id: g.goods_id, pass: 1 }),
                          })
                        }
                      >
                        {t('platformGoods.approve')}
                      </RowButton>
                      <RowButton
                        disabled={desk.busy}
                        aria-label={t('platformGoods.refuseGoods', { name: g.goods_name })}
                        onClick={() => setAsking({ kind: 'refuse', goods: g })}
                      >
                        {t('platformGoods.refuse')}
                      </RowButton>
                    </>
                  )}
                  {g.verify_state === GOODS_VERIFY.APPROVED && (
                    <RowButton
                      disabled={desk.busy}
                      aria-label={t('platformGoods.takedownGoods', { name: g.goods_name })}
                      onClick={() => setAsking({ kind: 'takedown', goods: g })}
                    >
                      {t('platformGoods.takedown')}
                    </RowButton>
                  )}
                  {g.verify_state < 0 && (
                    <span className="text-[12px] text-muted">{t('platformGoods.waitsForShop')}</span>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialog}
      {asking && (
        <ReasonDialog
          asking={asking}
          busy={desk.busy}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            const goods_id = asking.goods.goods_id;
            const done =
              asking.kind === 'refuse'
                ? await desk.run(platformGoodsVerifyEndpoint, { goods_id, pass: 0, reason })
                : await desk.run(platformGoodsTakedownEndpoint, { goods_id, reason });
            if (done) setAsking(null);
          }}
        />
      )}
    </>
  );
}

/** A refusal's or take-down's reason, in a modal dialog (focus kept inside, Escape closes it). */
function ReasonDialog({
  asking,
  busy,
  onClose,
  onSubmit,
}: {
  asking: Asking;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const refuse = asking.kind === 'refuse';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('platformGoods.reasonNeeded'));
    setError('');
    void onSubmit(reason.trim());
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[480px] max-w-[92vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-[17px] leading-tight-text font-semibold text-ink">
            {t(refuse ? 'platformGoods.refuseTitle' : 'platformGoods.takedownTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-[13px] leading-text break-words text-muted">
            {t(refuse ? 'platformGoods.refuseText' : 'platformGoods.takedownText', { name: asking.goods.goods_name })}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 grid gap-2">
            <label className="grid gap-1 text-[13px]">
              <span className="text-muted">{t('platformGoods.reason')}</span>
              <textarea
                rows={3}
                maxLength={GOODS_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'goods-reason-error' : undefined}
                className={TEXTAREA_CLASS}
              />
            </label>
            {error && (
              <p id="goods-reason-error" role="alert" className="text-[12px] text-brand">
                {error}
              </p>
            )}
            <div className="mt-3 flex justify-end gap-3">
              <Dialog.Close className="h-9 rounded border border-line px-5 text-[14px] text-body hover:border-brand hover:text-brand">
                {t('confirm.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="h-9 rounded bg-brand px-5 text-[14px] text-white hover:bg-brand-dark disabled:opacity-60"
              >
                {t(refuse ? 'platformGoods.refuse' : 'platformGoods.takedown')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
