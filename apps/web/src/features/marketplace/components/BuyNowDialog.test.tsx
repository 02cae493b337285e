import type { Product } from '@creative-ng/shared/marketplace/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import BuyNowDialog from './BuyNowDialog';

const product = { id: '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e09', quantity: 5 } as Product;

afterEach(() => vi.unstubAllGlobals());

describe('BuyNowDialog', { timeout: 30_000 }, () => {
  it('refuses a quantity that is not a whole number at its field, then sends the order request', async () => {
    const sent = recordRequests({ id: 'o1' }, 201);
    const onOpenChange = vi.fn();
    renderWithProviders(<BuyNowDialog product={product} open onOpenChange={onOpenChange} />);
    const quantity = await screen.findByRole('spinbutton', { name: /^Quantity/ }, { timeout: 20_000 });
    fireEvent.input(quantity, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send order request' }));
    await refusedAt(quantity);
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.input(quantity, { target: { value: '2' } });
    fireEvent.input(screen.getByRole('textbox', { name: /^Message to the seller/ }), {
      target: { value: ' Deliver to Yaba ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send order request' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/prop/orders',
      body: { product_id: product.id, quantity: 2, message: 'Deliver to Yaba' },
    });
  });
});
