import { platformContentSaveEndpoint } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { useTranslation } from '~/lib/translation';

/** Adds a help class by its Burmese name (its translations are edited on its edit page). */
export function NewClassForm() {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [name, setName] = useState('');
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    if (await desk.run(platformContentSaveEndpoint, { kind: 'help_class', title: name.trim() })) setName('');
  };
  return (
    <form onSubmit={(e) => void add(e)} className="flex flex-wrap items-end gap-2 bg-white p-4">
      <label className="flex min-w-[220px] flex-1 flex-col gap-1 text-[13px]">
        <span className="text-muted">{t('platformContent.newClass')}</span>
        <input
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          className="h-9 rounded border border-[#d4d4d4] px-2 text-[14px] outline-none focus:border-brand"
        />
      </label>
      <button type="submit" disabled={desk.busy || !name.trim()} className={PLAIN_BUTTON}>
        {t('platformContent.addClass')}
      </button>
    </form>
  );
}
