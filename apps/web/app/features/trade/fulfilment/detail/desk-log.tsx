import type { DeskOrderDetail } from '@zay/contract';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { Panel } from '~/components/console/console-ui';

/** What staff did with the order, oldest first. */
export function DeskLog({ log }: { log: DeskOrderDetail['log'] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('seller.log')}>
      {log.length === 0 ? (
        <p className="text-[13px] text-muted">{t('seller.noLog')}</p>
      ) : (
        <ol className="space-y-1.5 text-[13px]">
          {log.map((l, i) => (
            <li key={i}>
              <span className="text-muted">{formatDateTime(l.create_time)}</span> {l.action_name}
              {l.remark && ` — ${l.remark}`} <span className="text-muted">({l.staff_name})</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
