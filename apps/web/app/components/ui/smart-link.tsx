import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternal } from '~/lib/links';

interface Props {
  to: string;
  blank?: boolean;
  className?: string;
  title?: string;
  'aria-label'?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** Admin-configured links: site paths use the router, outside URLs a plain anchor; empty ones render no link. */
export function SmartLink({ to, blank, children, ...rest }: Props) {
  if (!to) return <span className={rest.className}>{children}</span>;
  const target = blank ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternal(to)) {
    return (
      <a href={to} {...target} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...target} {...rest}>
      {children}
    </Link>
  );
}
