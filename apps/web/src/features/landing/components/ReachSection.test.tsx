import { referenceNames } from '@creative-ng/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { respond, stubFetch } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { ReachSection } from './ReachSection';

afterEach(() => vi.unstubAllGlobals());

describe('ReachSection', () => {
  it('counts the states, LGAs and sector groups from the reference names, not the whole reference', async () => {
    const fetchMock = stubFetch(() => respond({ message: 'Reference names', data: referenceNames() }));
    renderWithProviders(<ReachSection />);
    expect(
      await screen.findByText(
        'Open to creatives in all 36 states and the FCT, across 774 local government areas and 19 creative sector groups.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Creative sector groups' }).children).toHaveLength(19);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/reference/names']);
  });
});
