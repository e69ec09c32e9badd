import { LIVE_GOODS_MAX, sellerLiveSaveEndpoint, type SellerLiveRoom } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { ErrorLine } from '~/components/ui/form-end';
import { useTranslation } from '~/lib/translation';
import { formText, LabelledInput, MomentInput, momentRange } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';

export interface ShopGoodsOption {
  goodsId: number;
  name: string;
}

/** An optional https address, with an example of its file. */
function UrlField(props: { label: string; name: string; example: string; value: string | undefined }) {
  return (
    <LabelledInput
      label={props.label}
      name={props.name}
      type="url"
      pattern="https://.*"
      placeholder={`https://…/${props.example}`}
      defaultValue={props.value}
    />
  );
}

/** Schedules a room, or changes the one being edited: name, host, times, addresses and its goods. */
export function LiveRoomForm({
  editing,
  goods,
  onDone,
}: {
  editing: SellerLiveRoom | null;
  goods: ShopGoodsOption[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [picked, setPicked] = useState<number[]>(editing?.goods_ids ?? []);
  const [error, setError] = useState('');

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = formText(form);
    const times = momentRange(text);
    if (!times) return setError(t('live.console.badTimes'));
    setError('');
    const saved = await desk.run(sellerLiveSaveEndpoint, {
      ...(editing ? { id: editing.id } : {}),
      name: text('name'),
      anchor_name: text('anchor_name'),
      start_time: times.start,
      end_time: times.end,
      stream_url: text('stream_url'),
      replay_url: text('replay_url'),
      goods_ids: picked,
    });
    if (saved) onDone();
  }

  const toggle = (id: number) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < LIVE_GOODS_MAX ? [...p, id] : p));

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 rounded-lg bg-white p-4"
      aria-labelledby="live-form-title"
    >
      <h2 id="live-form-title" className="text-[15px] font-semibold text-ink">
        {editing ? t('live.console.edit', { name: editing.name }) : t('live.console.schedule')}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <LabelledInput
          label={t('live.console.name')}
          name="name"
          required
          maxLength={50}
          defaultValue={editing?.name}
        />
        <LabelledInput
          label={t('live.console.anchor')}
          name="anchor_name"
          maxLength={30}
          defaultValue={editing?.anchor_name}
        />
        <MomentInput label={t('live.console.start')} name="start" unix={editing?.start_time} />
        <MomentInput label={t('live.console.end')} name="end" unix={editing?.end_time} />
        <UrlField label={t('live.console.stream')} name="stream_url" example="live.m3u8" value={editing?.stream_url} />
        <UrlField label={t('live.console.replay')} name="replay_url" example="replay.mp4" value={editing?.replay_url} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-[13px] text-muted">
          {t('live.console.goods', { count: picked.length, max: LIVE_GOODS_MAX })}
        </legend>
        <div className="grid max-h-56 grid-cols-2 gap-1 overflow-y-auto rounded border border-line p-2">
          {goods.map((g) => (
            <label
              key={g.goodsId}
              className="flex items-start gap-2 text-[13px] leading-tight-text break-words text-body"
            >
              <input
                type="checkbox"
                checked={picked.includes(g.goodsId)}
                onChange={() => toggle(g.goodsId)}
                className="mt-0.5"
              />
              {g.name}
            </label>
          ))}
        </div>
      </fieldset>
      <ErrorLine message={error} />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={desk.busy}
          className="h-9 rounded bg-brand px-6 text-[14px] text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t('live.console.save')}
        </button>
        {editing && (
          <button type="button" onClick={onDone} className="h-9 rounded border border-line px-4 text-[14px] text-body">
            {t('live.console.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
