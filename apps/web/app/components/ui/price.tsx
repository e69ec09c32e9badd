import { formatKs } from '@zay/contract';

/** "15,000.00 Ks" through the one money formatter (formatKs); '' for an empty or malformed amount. */
export function formatPrice(amount: string): string {
  if (!amount) return '';
  try {
    return formatKs(amount);
  } catch {
    return '';
  }
}

/** "15,000.00 Ks" with the currency label smaller, as marketplaces set prices. */
export function Price({ amount, className = '' }: { amount: string; className?: string }) {
  const text = formatPrice(amount);
  if (!text) return null;
  const value = text.slice(0, -3);
  return (
    <span className={`whitespace-nowrap font-semibold text-brand ${className}`}>
      {value}
      <span className="ml-0.5 text-[0.75em] font-normal">Ks</span>
    </span>
  );
}

export function MarketPrice({ amount }: { amount: string }) {
  const text = formatPrice(amount);
  if (!text || Number(amount) <= 0) return null;
  return <del className="whitespace-nowrap text-xs text-subtle">{text}</del>;
}
