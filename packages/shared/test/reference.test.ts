import { describe, expect, it } from 'vitest';
import {
  canonicalLga,
  categoriesFor,
  findState,
  lgasOf,
  NIGERIAN_STATES,
  routeExample,
  SECTOR_GROUPS,
  tokenFromHeader,
  WEB_ROUTES,
} from '../src/index';

describe('states and LGAs', () => {
  it('has the 36 states and the FCT with 774 LGAs', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(NIGERIAN_STATES.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
  });

  it('finds the FCT by its common names', () => {
    expect(findState('FCT')?.state).toBe('Federal Capital Territory');
    expect(findState(' abuja ')?.lgas).toHaveLength(6);
    expect(lgasOf('Atlantis')).toEqual([]);
  });

  it('matches an LGA typed with other spacing, case or a known alternate spelling', () => {
    expect(canonicalLga('Abia', 'obi ngwa')).toBe('Obingwa');
    expect(canonicalLga('Lagos', 'ikeja')).toBe('Ikeja');
    expect(canonicalLga('Akwa Ibom', 'Mkpat Enin')).toBe('Mkpat-Enin');
    expect(canonicalLga('Lagos', 'Obingwa')).toBeUndefined();
    expect(canonicalLga('Lagos', '')).toBeUndefined();
  });
});

describe('sectors', () => {
  it('has the 19 groups of the spec, each with categories and no repeats', () => {
    expect(SECTOR_GROUPS).toHaveLength(19);
    for (const group of SECTOR_GROUPS) {
      expect(new Set(group.categories).size).toBe(group.categories.length);
      expect(categoriesFor(group.name)).toEqual(group.categories);
    }
    expect(categoriesFor('unknown')).toEqual([]);
  });
});

describe('auth header', () => {
  it('reads a raw token and a Bearer token alike', () => {
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('bearer   abc ')).toBe('abc');
    expect(tokenFromHeader('')).toBeUndefined();
    expect(tokenFromHeader('Bearer ')).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
  });
});

describe('web routes', () => {
  it('lists each path once, with an example for every parameter', () => {
    const paths = WEB_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of WEB_ROUTES) expect(routeExample(route)).not.toContain(':');
  });
});
