import { NIGERIAN_STATES, SECTOR_GROUPS } from '@creative-ng/shared';
import type { Database } from '../../db/client';
import { createLookup } from './bulk';

/**
 * Rounded population of each state in millions (2022 projections of the National Population Commission and the
 * National Bureau of Statistics), so a national data set has Kano and Lagos people in about the right numbers.
 */
const POPULATION_MILLIONS: Readonly<Record<string, number>> = {
  Abia: 4.1,
  Adamawa: 4.9,
  'Akwa Ibom': 5.5,
  Anambra: 6.0,
  Bauchi: 8.3,
  Bayelsa: 2.5,
  Benue: 6.1,
  Borno: 6.1,
  'Cross River': 4.8,
  Delta: 5.7,
  Ebonyi: 3.2,
  Edo: 4.8,
  Ekiti: 3.6,
  Enugu: 4.7,
  'Federal Capital Territory': 3.1,
  Gombe: 3.6,
  Imo: 5.5,
  Jigawa: 6.8,
  Kaduna: 9.0,
  Kano: 15.5,
  Katsina: 10.4,
  Kebbi: 5.6,
  Kogi: 4.5,
  Kwara: 3.6,
  Lagos: 15.4,
  Nasarawa: 2.9,
  Niger: 6.8,
  Ogun: 6.4,
  Ondo: 5.3,
  Osun: 5.0,
  Oyo: 8.0,
  Plateau: 4.7,
  Rivers: 7.5,
  Sokoto: 6.4,
  Taraba: 3.3,
  Yobe: 3.7,
  Zamfara: 5.6,
};

/** Where creative work concentrates, whatever people's state of origin: shares of those who moved. */
const CREATIVE_HUBS: Readonly<Record<string, number>> = {
  Lagos: 40,
  'Federal Capital Territory': 20,
  Rivers: 10,
  Kano: 8,
  Oyo: 8,
  Enugu: 7,
  Kaduna: 7,
};

/** The language people choose at sign-up: mostly English, then Pidgin and the three big languages. */
export const LANGUAGE_SHARES: Readonly<Record<string, number>> = { en: 70, pcm: 12, ha: 8, yo: 5, ig: 5 };

/**
 * `slots` entries, each the index of one of `weights`, in proportion to the weights (largest remainder), so a
 * weighted pick is a join on a whole number: `slot = seed_pick(n, salt, slots)`.
 */
export function weightedSlots(weights: readonly number[], slots: number): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const exact = weights.map((w) => (w / total) * slots);
  const counts = exact.map(Math.floor);
  const byRemainder = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  for (let missing = slots - counts.reduce((s, c) => s + c, 0), j = 0; missing > 0; missing--, j++) {
    const index = byRemainder[j % byRemainder.length]?.i ?? 0;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.flatMap((count, i) => Array.from({ length: count }, () => i));
}

export const STATE_SLOTS = 1000;
export const HUB_SLOTS = 100;

/**
 * Temporary tables of Nigeria's reference data for generated rows to join to:
 * seed_states (k, name, lga_count), seed_lgas (state_k, k, name), seed_state_slots (slot, state_k) by population,
 * seed_hub_slots (slot, state_k) by creative hub, seed_sectors (k, name, category_count),
 * and seed_categories (sector_k, k, name).
 */
export async function createReferenceLookups(db: Database): Promise<void> {
  const stateIndex = new Map(NIGERIAN_STATES.map((s, k) => [s.state, k]));
  const indexOf = (state: string) => {
    const k = stateIndex.get(state);
    if (k === undefined) throw new Error(`unknown state ${state}`);
    return k;
  };
  await createLookup(
    db,
    'seed_states',
    'k int, name text, lga_count int',
    NIGERIAN_STATES.map((s, k) => ({ k, name: s.state, lga_count: s.lgas.length })),
  );
  await createLookup(
    db,
    'seed_lgas',
    'state_k int, k int, name text',
    NIGERIAN_STATES.flatMap((s, stateK) => s.lgas.map((name, k) => ({ state_k: stateK, k, name }))),
  );
  const population = NIGERIAN_STATES.map((s) => POPULATION_MILLIONS[s.state] ?? 0);
  await createLookup(
    db,
    'seed_state_slots',
    'slot int, state_k int',
    weightedSlots(population, STATE_SLOTS).map((state_k, slot) => ({ slot, state_k })),
  );
  const hubs = Object.keys(CREATIVE_HUBS);
  await createLookup(
    db,
    'seed_hub_slots',
    'slot int, state_k int',
    weightedSlots(Object.values(CREATIVE_HUBS), HUB_SLOTS).map((hub, slot) => ({
      slot,
      state_k: indexOf(hubs[hub] ?? ''),
    })),
  );
  await createLookup(
    db,
    'seed_sectors',
    'k int, name text, category_count int',
    SECTOR_GROUPS.map((g, k) => ({ k, name: g.name, category_count: g.categories.length })),
  );
  await createLookup(
    db,
    'seed_categories',
    'sector_k int, k int, name text',
    SECTOR_GROUPS.flatMap((g, sectorK) => g.categories.map((name, k) => ({ sector_k: sectorK, k, name }))),
  );
}

export const SECTOR_COUNT = SECTOR_GROUPS.length;
