import { insertBatches, type Trx } from './insert';
import { at } from './random';
import { REGIONS, WEBSITES, type RegionDef } from './regions-data';

export interface RegionIds {
  /** Region id by English path, e.g. "Yangon Region/Yangon West District/Kamayut". */
  byPath: Map<string, number>;
  /** The [state, district, township] ids of a township, by its English name. */
  township(name: string): [number, number, number];
}

interface Pending {
  def: RegionDef;
  path: string;
  pid: number;
  sort: number;
  ancestors: number[];
}

async function insertLevel(trx: Trx, level: number, rows: Pending[]): Promise<number[]> {
  return insertBatches(rows, (batch) =>
    trx
      .insertInto('region')
      .values(
        batch.map((r) => ({
          pid: r.pid,
          name: r.def.names[0],
          name_zh: r.def.names[1],
          name_mm: r.def.names[2],
          level,
          sort: r.sort,
        })),
      )
      .returning('id as id')
      .execute(),
  );
}

export async function insertRegions(trx: Trx): Promise<RegionIds> {
  const byPath = new Map<string, number>();
  const chains = new Map<string, [number, number, number]>();
  let level: Pending[] = REGIONS.map((def, i) => ({ def, path: def.names[0], pid: 0, sort: i + 1, ancestors: [] }));
  for (let depth = 1; level.length > 0; depth++) {
    const ids = await insertLevel(trx, depth, level);
    const next: Pending[] = [];
    level.forEach((row, i) => {
      const id = at(ids, i);
      byPath.set(row.path, id);
      const chain = [...row.ancestors, id];
      if (depth === 3 && chains.has(row.def.names[0]))
        throw new Error(`seed: township ${row.def.names[0]} listed twice`);
      if (depth === 3) chains.set(row.def.names[0], chain as [number, number, number]);
      row.def.children.forEach((def, k) =>
        next.push({ def, path: `${row.path}/${def.names[0]}`, pid: id, sort: k + 1, ancestors: chain }),
      );
    });
    level = next;
  }
  return {
    byPath,
    township(name) {
      const chain = chains.get(name);
      if (!chain) throw new Error(`seed: unknown township ${name}`);
      return chain;
    },
  };
}

/** Inserts the city sites and answers their site ids by city name. */
export async function insertWebsites(trx: Trx, regions: RegionIds, logo: string): Promise<Map<string, number>> {
  const ids = await insertBatches(WEBSITES, (batch) =>
    trx
      .insertInto('website')
      .values(
        batch.map((w, i) => {
          const areaId = regions.byPath.get(w.path.join('/'));
          if (!areaId) throw new Error(`seed: no region for ${w.name}`);
          return { site_area_id: areaId, site_area_name: w.name, title: w.title, logo, status: 1, sort: i + 1 };
        }),
      )
      .returning('site_id as id')
      .execute(),
  );
  return new Map(WEBSITES.map((w, i) => [w.name, at(ids, i)]));
}
