import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const packaged = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../packages/shared/src/reference/ng-states-lgas.json'), 'utf8'),
) as { state: string; lgas: string[] }[];

describe('GET /api/reference', () => {
  const app = useTestApp();

  it('lists the 36 states and the FCT with 774 LGAs, state by state as the reference data', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/api/reference' });
    expect(res.statusCode).toBe(200);
    const states = res.json().data.states as { state: string; lgas: string[] }[];
    expect(states).toHaveLength(37);
    expect(states.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    expect(Object.fromEntries(states.map((s) => [s.state, s.lgas.length]))).toEqual(
      Object.fromEntries(packaged.map((s) => [s.state, s.lgas.length])),
    );
    const byName = Object.fromEntries(states.map((s) => [s.state, s.lgas.length]));
    expect(byName).toMatchObject({ Lagos: 20, Kano: 44, 'Federal Capital Territory': 6, Bayelsa: 8, Katsina: 34 });
  });

  it('has the 19 sector groups, the four need types and the spec option lists', async () => {
    const { data } = (await app().app.inject({ method: 'GET', url: '/api/reference' })).json();
    expect(data.sectorGroups).toHaveLength(19);
    for (const group of data.sectorGroups) expect(group.categories.length).toBeGreaterThan(0);
    expect(data.needTypes.map((n: { id: string }) => n.id)).toEqual(['training', 'funding', 'tools', 'market_access']);
    expect(data.options.employmentStatuses).toEqual([
      'Employed',
      'Unemployed',
      'Self-employed',
      'Freelancer',
      'Student',
      'Retired',
    ]);
    expect(data.options.partnerTypes).toEqual(['donate', 'sponsor', 'scholarship']);
    expect(data.constants.pageSizes).toMatchObject({ feedFirst: 12, feedMore: 5, tools: 9, trainings: 4 });
    expect(data.constants.priceRangeNaira).toEqual({ min: 0, max: 20_000_000 });
  });

  it('is compressed for clients that accept it and cacheable', async () => {
    const res = await app().app.inject({
      method: 'GET',
      url: '/api/reference',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('max-age=3600');
  });
});

describe('GET /api/reference/names', () => {
  const app = useTestApp();

  it('names the states and sector groups of the reference and counts its LGAs, in a fraction of its size', async () => {
    const names = await app().app.inject({ method: 'GET', url: '/api/reference/names' });
    const whole = await app().app.inject({ method: 'GET', url: '/api/reference' });
    expect(names.statusCode).toBe(200);
    const { data } = names.json() as { data: { states: string[]; lgaCount: number; sectorGroups: object[] } };
    const reference = whole.json().data as {
      states: { state: string }[];
      sectorGroups: { id: string; name: string }[];
    };
    expect(data.states).toEqual(reference.states.map((s) => s.state));
    expect(data.lgaCount).toBe(774);
    expect(data.sectorGroups).toEqual(reference.sectorGroups.map(({ id, name }) => ({ id, name })));
    expect(names.body.length).toBeLessThan(whole.body.length / 10);
    expect(names.headers['cache-control']).toContain('max-age=3600');
  });
});

// When the repository sits beside the project's shared/ folder (as in CI), the packaged copy must match it.
const original = path.resolve(__dirname, '../../../../shared/data/ng-states-lgas.json');
describe.skipIf(!fs.existsSync(original))('packaged reference data', () => {
  it('is the same as shared/data', () => {
    expect(packaged).toEqual(JSON.parse(fs.readFileSync(original, 'utf8')));
  });
});
