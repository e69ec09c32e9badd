import type { ShopRefundDetail } from '@zay/contract';
import { Link } from 'react-router';
import { RefundCase } from '~/features/aftersale/console/refund-case';

/**
 * A console's after-sale case page (the shop's refund, the platform's complaint): the way back to
 * its queue, then the case with the decision that console takes.
 */
export function RefundCasePage(props: {
  queue: string;
  queueTitle: string;
  detail: ShopRefundDetail;
  by: 'shop' | 'platform';
}) {
  return (
    <div className="mx-auto max-w-[1100px]">
      <Link to={props.queue} className="mb-3 inline-block text-[13px] text-link hover:text-brand">
        ← {props.queueTitle}
      </Link>
      <RefundCase d={props.detail} by={props.by} />
    </div>
  );
}
