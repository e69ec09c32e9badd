import type { z } from 'zod';
import type { shopRefundListSchema } from '@zay/contract';
import { ConsoleListPage } from '~/components/console/console-list-page';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import { QueueTabs, queueHref } from './queue-tabs';
import { RefundQueue } from './refund-queue';

/** What sets one after-sale queue apart: the shop's refunds and the platform's complaints. */
export interface RefundQueueKind<T extends string> {
  title: TranslationKey;
  tabs: readonly T[];
  /** The queue's own address; tabs and pages add their query to it. */
  base: string;
  detailHref: (orderGoodsId: number) => string;
  /** The page's width class (the platform console is the wider one). */
  width: string;
}

/** What the queue's loader hands the page (`loadRefundQueue`). */
export interface RefundQueueData<T extends string> {
  filters: { tab: T; page: number };
  list: z.infer<typeof shopRefundListSchema> | null;
  message: string;
}

/** A console's after-sale queue page: its title, tabs by state, the queue and its pager, or why it did not load. */
export function RefundQueuePage<T extends string>({
  kind,
  data: { filters, list, message },
}: {
  kind: RefundQueueKind<T>;
  data: RefundQueueData<T>;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleListPage
      title={t(kind.title)}
      width={kind.width}
      head={<QueueTabs tabs={kind.tabs} current={filters.tab} href={(tab) => queueHref(kind.base, tab)} />}
      message={message}
      page={filters.page}
      pageCount={list?.page_count ?? 1}
      href={(p) => queueHref(kind.base, filters.tab, p)}
    >
      {list && <RefundQueue rows={list.list} detailHref={kind.detailHref} />}
    </ConsoleListPage>
  );
}
