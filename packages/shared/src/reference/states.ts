import aliasesJson from './ng-lga-aliases.json';
import statesJson from './ng-states-lgas.json';

/** One of Nigeria's 36 states or the Federal Capital Territory, with its local government areas. */
export interface NigerianState {
  readonly state: string;
  readonly capital: string;
  readonly lgas: readonly string[];
}

/** The 36 states and the FCT with their 774 LGAs (sources: ng-states-lgas-SOURCES.md). */
export const NIGERIAN_STATES: readonly NigerianState[] = statesJson;

export const STATE_NAMES: readonly string[] = NIGERIAN_STATES.map((s) => s.state);

const aliases: Record<string, Record<string, string[]>> = aliasesJson;

const byLowerName = new Map(NIGERIAN_STATES.map((s) => [s.state.toLowerCase(), s]));
// People type "FCT" or "Abuja" far more often than the full name.
byLowerName.set('fct', byLowerName.get('federal capital territory') as NigerianState);
byLowerName.set('abuja', byLowerName.get('federal capital territory') as NigerianState);

/** Finds a state by its name, case-insensitively ("FCT" and "Abuja" also find the FCT). */
export function findState(name: string): NigerianState | undefined {
  return byLowerName.get(name.trim().toLowerCase());
}

/** The LGAs of a state, or an empty list when the state is unknown. */
export function lgasOf(stateName: string): readonly string[] {
  return findState(stateName)?.lgas ?? [];
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The official spelling of an LGA typed by a person, matching case, spacing, hyphens
 * and the known alternate spellings of ng-lga-aliases.json; undefined when it is not in that state.
 */
export function canonicalLga(stateName: string, typed: string): string | undefined {
  const state = findState(stateName);
  if (!state) return undefined;
  const wanted = squash(typed);
  if (!wanted) return undefined;
  const direct = state.lgas.find((lga) => squash(lga) === wanted);
  if (direct) return direct;
  const stateAliases = aliases[state.state] ?? {};
  for (const [official, others] of Object.entries(stateAliases)) {
    if (others.some((alt) => squash(alt) === wanted)) return official;
  }
  return undefined;
}
