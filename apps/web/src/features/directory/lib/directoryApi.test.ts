import { describe, expect, it } from 'vitest';
import { directoryQuery, paramsFromSearch } from './directoryApi';

describe('the directory URL', () => {
  it('reads tab, search, filters and page, with safe defaults', () => {
    expect(paramsFromSearch(new URLSearchParams(''))).toEqual({
      tab: 'creatives',
      q: '',
      state: '',
      sector: '',
      page: 1,
    });
    expect(paramsFromSearch(new URLSearchParams('tab=partners&q=fund&page=3'))).toMatchObject({
      tab: 'partners',
      q: 'fund',
      page: 3,
    });
    expect(paramsFromSearch(new URLSearchParams('tab=admins&page=-2'))).toMatchObject({ tab: 'creatives', page: 1 });
  });

  it('asks the API only for what is set, and never for state or sector on the partners tab', () => {
    expect(directoryQuery({ tab: 'creatives', q: ' chined ', state: 'Lagos', sector: '', page: 2 })).toBe(
      'tab=creatives&page=2&q=chined&state=Lagos',
    );
    expect(directoryQuery({ tab: 'partners', q: '', state: 'Lagos', sector: 'Film & TV', page: 1 })).toBe(
      'tab=partners&page=1',
    );
  });
});
