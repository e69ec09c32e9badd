import { Link } from 'react-router';

/** A row of tabs as links (coupon centre: store or platform; my coupons: that and the coupons' state). */
export function CouponTabs<T extends string | number>(props: {
  label: string;
  items: readonly { key: T; text: string; to: string }[];
  current: T;
  big?: boolean;
  /** Extra classes of the row (the coupon centre's sits on a white band). */
  className?: string;
}) {
  return (
    <nav
      className={`flex flex-wrap gap-x-6 gap-y-2 border-b border-line${props.className ? ` ${props.className}` : ''}`}
      aria-label={props.label}
    >
      {props.items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          aria-current={item.key === props.current ? 'page' : undefined}
          className={`-mb-px border-b-2 pb-2 ${props.big ? 'text-[15px]' : 'text-[14px]'} ${item.key === props.current ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
        >
          {item.text}
        </Link>
      ))}
    </nav>
  );
}
