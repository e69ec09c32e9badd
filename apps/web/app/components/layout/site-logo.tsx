import type { SiteInfo } from '@zay/contract';
import { Link } from 'react-router';

const SIZES = { lg: { width: 240, height: 60 }, sm: { width: 180, height: 48 } } as const;

/** The configured logo in a fixed box (no shift when it loads), or the site title as a wordmark. */
export function SiteLogo({ site, size = 'lg' }: { site: SiteInfo; size?: keyof typeof SIZES }) {
  const box = SIZES[size];
  return (
    <Link to="/index" className="flex shrink-0 items-center" aria-label={site.title}>
      {site.logo ? (
        <img src={site.logo} {...box} alt={site.title} className="object-contain object-left" />
      ) : (
        <span className={`font-bold tracking-tight text-brand ${size === 'lg' ? 'text-4xl' : 'text-3xl'}`}>
          {site.title}
        </span>
      )}
    </Link>
  );
}
