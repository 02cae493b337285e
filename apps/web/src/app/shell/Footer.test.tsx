import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('adds the link query parameter to each section link', async () => {
    renderWithProviders(<Footer />);
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Directory')).toBe('/directorypage?link=directory');
    expect(href('Marketplace')).toBe('/marketpage?link=marketplace');
    expect(href('Tools')).toBe('/toolspage?link=tools');
    expect(href('Opportunities')).toBe('/opportunitypage?link=opportunities');
    expect(href('Funding')).toBe('/funding?link=funding');
  });

  it('links About Us, Privacy Policy and Terms & Condition', async () => {
    renderWithProviders(<Footer />);
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/aboutus');
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(nav).getByRole('link', { name: 'Terms & Condition' }).getAttribute('href')).toBe('/t&c');
    for (const name of ['X (Twitter)', 'Facebook', 'Instagram', 'LinkedIn']) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe('/aboutus#follow-us');
    }
  });

  it('credits the identity provider, with a fallback while /api/config is unknown', async () => {
    renderWithProviders(<Footer />);
    expect(await screen.findByText('Verification powered by our identity partner')).toBeTruthy();
    const year = new Date().getFullYear();
    expect(
      screen.getByText(`© ${year} Federal Ministry of Art, Culture, Tourism and the Creative Economy`),
    ).toBeTruthy();
  });
});
