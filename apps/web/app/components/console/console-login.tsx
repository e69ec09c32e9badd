import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import type { ConsoleNs } from './console-ns';

/** The login card of a console page: its icon and title, a line of introduction, the form. */
export function ConsoleLoginCard({
  ns,
  icon: Icon,
  children,
}: {
  ns: ConsoleNs;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `${ns}-login`;
  return (
    <div className="grid min-h-[70vh] place-items-center px-4 py-8">
      <section aria-labelledby={id} className="w-[400px] max-w-full rounded-lg bg-white p-8 shadow-sm">
        <h1 id={id} className="flex items-center gap-2 text-[20px] leading-tight-text font-semibold text-ink">
          <Icon size={22} className="shrink-0 text-brand" aria-hidden />
          {t(`${ns}.loginTitle`)}
        </h1>
        <p className="mt-1 mb-6 text-[13px] text-muted">{t(`${ns}.loginIntro`)}</p>
        {children}
      </section>
    </div>
  );
}
