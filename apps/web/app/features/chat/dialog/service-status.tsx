import { useTranslation } from '~/lib/translation';

/** SPEC §4 notices: 'customer service online' or 'customer service is not online', announced politely. */
export function ServiceStatus({ state }: { state: 'connecting' | 'online' | 'offline' }) {
  const { t } = useTranslation();
  const text = { connecting: t('chat.connecting'), online: t('chat.serviceOnline'), offline: t('chat.serviceOffline') }[
    state
  ];
  const dot = { connecting: 'bg-amber-500', online: 'bg-green-600', offline: 'bg-gray-400' }[state];
  return (
    <p
      role="status"
      className="flex items-center gap-2 border-b border-line bg-white px-4 py-1.5 text-xs text-muted"
      data-service={state}
    >
      <span className={`size-2 shrink-0 rounded-full ${dot}`} aria-hidden />
      {text}
    </p>
  );
}
