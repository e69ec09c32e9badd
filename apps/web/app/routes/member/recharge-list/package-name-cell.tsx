import { RechargeCover } from '~/features/money/recharge/recharge-cover';

/** A recharge package's table cell: its small cover and its name (the packages on sale, the paid recharges). */
export function PackageNameCell({ cover, face, name }: { cover: string; face: string; name: string }) {
  return (
    <td className="px-4 py-3">
      <div className="flex items-center gap-3">
        <RechargeCover cover={cover} face={face} size="small" />
        <span className="leading-tight-text text-ink">{name}</span>
      </div>
    </td>
  );
}
