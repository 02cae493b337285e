import type { Product } from '@creative-ng/shared/marketplace/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import { ProductForm } from './ProductForm';

const IMAGE = 'https://cdn.example.ng/images/7-1280.webp';
const product = {
  id: '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e07',
  title: 'Adire throw',
  description: 'Indigo cloth.',
  link: 'https://example.com/throw',
  media: [{ url: IMAGE, srcset: null, width: 1280, height: 960 }],
  category: 'product',
  price_kobo: 2_500_000,
  quantity: 4,
} as unknown as Product;

afterEach(() => vi.unstubAllGlobals());

describe('ProductForm', { timeout: 20_000 }, () => {
  it("ties the schema's messages to their fields, focuses the first, and sends nothing", async () => {
    const sent = recordRequests(product);
    renderWithProviders(<ProductForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    const title = screen.getByRole('textbox', { name: /^Product name/ });
    await refusedAt(title);
    expect(screen.getByRole('textbox', { name: /^Quantity available/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('All fields are required').length).toBeGreaterThan(1);
    expect(sent).toEqual([]);
  });

  it("edits a product with the schema's output: the price in naira, a whole quantity, the stored images", async () => {
    const sent = recordRequests(product);
    const onDone = vi.fn();
    renderWithProviders(<ProductForm product={product} onDone={onDone} />);
    fireEvent.input(screen.getByRole('textbox', { name: /^Price/ }), { target: { value: '30,000' } });
    fireEvent.input(screen.getByRole('textbox', { name: /^Quantity available/ }), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const quantity = screen.getByRole('textbox', { name: /^Quantity available/ });
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Enter a whole number of items, 0 or more.').length).toBeGreaterThan(0);
    fireEvent.input(quantity, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ price: 30_000, quantity: 3, images: [IMAGE], category: 'product' });
  });
});
