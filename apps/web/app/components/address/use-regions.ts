import { regionListEndpoint, type Region } from '@zay/contract';
import { useCallback, useRef, useState } from 'react';
import { api } from '~/lib/api';

/**
 * Regions below a parent (address/lists): states and regions arrive with the page, districts and
 * townships are asked for when their parent is picked, and kept for the visit.
 */
export function useRegions(top: Region[]) {
  const [lists, setLists] = useState<Map<number, Region[]>>(() => new Map([[0, top]]));
  const asked = useRef(new Set<number>([0]));

  const load = useCallback((pid: number) => {
    if (!pid || asked.current.has(pid)) return;
    asked.current.add(pid);
    void api(regionListEndpoint, { pid }).then((result) => {
      if (!result.ok) {
        asked.current.delete(pid);
        return;
      }
      setLists((prev) => new Map(prev).set(pid, result.data));
    });
  }, []);

  return { childrenOf: (pid: number) => lists.get(pid), load };
}
