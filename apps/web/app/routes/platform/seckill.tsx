import {
  platformSlotListEndpoint,
  platformSlotSaveEndpoint,
  platformSlotStatusEndpoint,
  type PlatformSlot,
} from '@zay/contract';
import { Zap } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BUTTON, formText, LabelledInput, Panel, PLAIN_BUTTON } from '~/components/console/console-ui';
import { ConsoleTable, TD } from '~/components/console/promotion-console';
import { useConsoleCall } from '~/components/console/use-console-call';
import { StatusPanel } from '~/components/ui/status-panel';
import { serverApi } from '~/lib/api.server';
import { clockOfDay as hm } from '~/lib/format-time';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/seckill';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const result = await serverApi(request, context)(platformSlotListEndpoint, {});
  return {
    title: serverI18n(resolveLang(request)).t('platformPromo.slotsTitle'),
    slots: result.ok ? result.data : [],
    message: result.ok ? '' : result.message,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** Seconds after midnight of "HH:MM" (the inverse of `clockOfDay`). */
const seconds = (v: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(v);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 : -1;
};

/** Creates a slot, or changes the one being edited. */
function SlotForm({ editing, onDone }: { editing: PlatformSlot | null; onDone: () => void }) {
  const { t } = useTranslation();
  const console = useConsoleCall();
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = formText(form);
    const end = text('end') === '00:00' ? 86_400 : seconds(text('end'));
    const saved = await console.run(platformSlotSaveEndpoint, {
      ...(editing ? { id: editing.id } : {}),
      name: text('name'),
      seckill_start_time: seconds(text('start')),
      seckill_end_time: end,
    });
    if (saved) onDone();
  }
  return (
    <form
      key={editing?.id ?? 0}
      onSubmit={(e) => void submit(e)}
      className="mb-4 grid grid-cols-[2fr_1fr_1fr_auto] items-end gap-3"
      data-testid="slot-form"
    >
      <LabelledInput
        label={t('platformPromo.slotName')}
        name="name"
        required
        maxLength={20}
        defaultValue={editing?.name}
      />
      <LabelledInput
        label={t('platformPromo.slotStart')}
        name="start"
        type="time"
        required
        defaultValue={editing ? hm(editing.seckill_start_time) : ''}
      />
      <LabelledInput
        label={t('platformPromo.slotEnd')}
        name="end"
        type="time"
        required
        defaultValue={editing ? hm(editing.seckill_end_time % 86_400) : ''}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={console.busy} className={BUTTON}>
          {editing ? t('platformPromo.save') : t('platformPromo.addSlot')}
        </button>
        {editing && (
          <button type="button" onClick={onDone} className={PLAIN_BUTTON}>
            {t('platformPromo.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** `/platform/seckill`: the seckill time slots of every day — create, edit, switch off and on (ADR 072). */
export default function PlatformSeckillRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const console = useConsoleCall();
  const [editing, setEditing] = useState<PlatformSlot | null>(null);
  const { slots, message, title } = loaderData;
  return (
    <div className="mx-auto max-w-[1100px]">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <Panel title={editing ? t('platformPromo.editSlot') : t('platformPromo.newSlot')}>
        <SlotForm editing={editing} onDone={() => setEditing(null)} />
        <p className="text-[13px] text-muted">{t('platformPromo.slotHint')}</p>
      </Panel>
      {slots.length === 0 ? (
        <div className="bg-white py-6">
          <StatusPanel icon={Zap} title={message || t('platformPromo.slotsEmpty')} description="" compact />
        </div>
      ) : (
        <ConsoleTable
          className="w-full bg-white text-[13px]"
          testId="slot-table"
          heads={[
            t('platformPromo.slotName'),
            t('platformPromo.slotHours'),
            t('platformPromo.slotSeckills'),
            t('platformPromo.colStatus'),
            t('platformPromo.colAction'),
          ]}
        >
          {slots.map((s) => (
            <tr key={s.id} className="border-t border-line">
              <td className={`${TD} text-body`}>{s.name}</td>
              <td className={`${TD} tabular-nums`}>
                {hm(s.seckill_start_time)}–{hm(s.seckill_end_time)}
              </td>
              <td className={TD}>{s.seckill_count}</td>
              <td className={TD}>{s.status === 1 ? t('platformPromo.slotOn') : t('platformPromo.slotOff')}</td>
              <td className="flex gap-4 px-3 py-2">
                <button type="button" className="text-brand hover:underline" onClick={() => setEditing(s)}>
                  {t('platformPromo.edit')}
                </button>
                <button
                  type="button"
                  disabled={console.busy}
                  className="text-brand hover:underline"
                  onClick={() =>
                    void console.run(platformSlotStatusEndpoint, { id: s.id, status: s.status === 1 ? 0 : 1 })
                  }
                >
                  {s.status === 1 ? t('platformPromo.switchOff') : t('platformPromo.switchOn')}
                </button>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </div>
  );
}
