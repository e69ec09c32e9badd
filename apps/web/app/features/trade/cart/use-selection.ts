import { useEffect, useMemo, useState } from 'react';
import type { CartItem } from './cart-view';

/**
 * The chosen lines. Every buyable line starts chosen; a line that appears later (added from
 * another tab) is chosen too, and lines that are gone or became unbuyable drop out.
 */
export function useSelection(items: CartItem[]) {
  const buyable = useMemo(() => items.filter((i) => !i.problem).map((i) => i.cartId), [items]);
  const [selected, setSelected] = useState<Set<number>>(() => new Set(buyable));
  const [known, setKnown] = useState<Set<number>>(() => new Set(buyable));

  useEffect(() => {
    const fresh = buyable.filter((id) => !known.has(id));
    const gone = [...selected].some((id) => !buyable.includes(id));
    if (fresh.length === 0 && !gone) return;
    setSelected((prev) => new Set([...[...prev].filter((id) => buyable.includes(id)), ...fresh]));
    setKnown(new Set(buyable));
  }, [buyable, known, selected]);

  const set = (ids: number[], checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const chosen = buyable.filter((id) => selected.has(id));
  return {
    selected,
    set,
    chosen,
    all: buyable.length > 0 && chosen.length === buyable.length,
    some: chosen.length > 0,
    selectAll: (checked: boolean) => set(buyable, checked),
  };
}
