import type { ReactNode } from 'react';
import { useHydrated } from '~/lib/hydrated';
import { useLayoutData } from '~/lib/layout-data';
import { safeUrl } from '~/lib/links';
import { openChat, type ChatTarget } from '~/lib/open-chat';

/**
 * A "contact customer service" control, as the site's widget mode (config/servicer) says: nothing
 * when disabled, the external link for 'third', the built-in chat dialog for 'system'.
 */
export function ChatEntry({
  target,
  className,
  label,
  children,
}: {
  target: ChatTarget;
  className: string;
  /** The accessible name when the content is an icon. */
  label?: string;
  children: ReactNode;
}) {
  const servicer = useLayoutData()?.servicer;
  // The chat dialog and its socket need script: until it runs the button says it is not ready (ADR 095).
  const ready = useHydrated();
  if (!servicer || servicer.type === 'none') return null;
  if (servicer.type === 'third') {
    const href = safeUrl(servicer.third);
    if (!href) return null;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={`${className} disabled:cursor-progress disabled:opacity-60`}
      aria-label={label}
      aria-haspopup="dialog"
      disabled={!ready}
      aria-busy={!ready || undefined}
      onClick={() => openChat(target)}
    >
      {children}
    </button>
  );
}
