const TONE: Record<number, string> = {
  [-1]: 'bg-page text-muted',
  0: 'bg-[#fff4e5] text-[#9a5b00]',
  1: 'bg-[#e8f1ff] text-[#1f5fbf]',
  2: 'bg-[#e9f7ef] text-[#1d7a46]',
};

/** A withdrawal's status as a coloured label (the name comes in the user's language from the API). */
export function StatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <span
      data-testid="withdraw-status"
      className={`inline-block rounded px-2 py-0.5 text-[13px] leading-tight-text ${TONE[status] ?? TONE[-1]}`}
    >
      {name}
    </span>
  );
}
