import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, ID, respond, signIn, stubFetch } from '../../../test/browser';
import { renderRoutes } from '../../../test/render';
import MarketplacePage from './MarketplacePage';

const product = {
  id: ID,
  title: 'Adire pillow',
  description: 'Hand-dyed indigo cotton.',
  link: 'https://shop.example.ng',
  images: [],
  media: [],
  category: 'product',
  price: 25000,
  price_kobo: 2_500_000,
  quantity: 3,
  out_of_stock: false,
  available: true,
  author: { id: ID, name: 'Kente Works', photo: null, username: 'kente-works', role: 'business' },
  own: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

cleanUpAfterEach();

function stub(products: unknown[], counted = { total: products.length, total_capped: false }) {
  const total_pages = Math.max(1, Math.ceil(counted.total / 9));
  return stubFetch((_url) =>
    respond({
      message: 'Products',
      data: { page: 1, limit: 9, ...counted, total_pages, data: products },
    }),
  );
}

const render = (path = '/marketpage') => renderRoutes([{ path: '/marketpage', element: <MarketplacePage /> }], path);

describe('/marketpage', { timeout: 30_000 }, () => {
  it('asks for what the URL says, shows the price in naira and links each card to its product', async () => {
    const fetchMock = stub([product]);
    render('/marketpage?q=adire&category=product&min_price=20000&max_price=30000&page=2');
    const link = await screen.findByRole('link', { name: 'View product Adire pillow' });
    expect(link.getAttribute('href')).toBe(`/marketdetailsPage/${ID}`);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/prop/public/product?q=adire&category=product&min_price=20000&max_price=30000&page=2&limit=9',
    );
    expect(screen.getByText('₦25,000')).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: 'Product' })[0]).toHaveProperty('checked', true);
  });

  it('says the count stopped at 100 (100+) and lets the pages go on past the last one counted', async () => {
    stub([product], { total: 100, total_capped: true });
    render();
    expect(await screen.findByText('100+ found')).toBeTruthy();
    expect(screen.getByText('1 of 12+')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', false);
  });

  it("says 'No products found' when nothing matches", async () => {
    stub([]);
    render();
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it('writes the price range to the URL and asks again from page 1', async () => {
    const fetchMock = stub([product]);
    render('/marketpage?page=3');
    await screen.findByRole('link', { name: 'View product Adire pillow' });
    const [min] = screen.getAllByLabelText(/Lowest price/);
    const [max] = screen.getAllByLabelText(/Highest price/);
    fireEvent.input(min as HTMLElement, { target: { value: '10000' } });
    fireEvent.input(max as HTMLElement, { target: { value: '50000' } });
    const [apply] = screen.getAllByRole('button', { name: 'Show products', hidden: true });
    fireEvent.click(apply as HTMLElement);
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/prop/public/product?min_price=10000&max_price=50000&limit=9'),
    );
  });

  it('moves by steps that grow with the price, so a slider reaches ₦5,000 in a few stops', async () => {
    const fetchMock = stub([product]);
    render('/marketpage');
    await screen.findByRole('link', { name: 'View product Adire pillow' });
    const max = screen.getAllByRole('slider', { name: /Highest price/ })[0] as HTMLInputElement;
    expect(max.getAttribute('aria-valuetext')).toMatch(/20,000,000/);
    fireEvent.input(max, { target: { value: '5' } });
    expect(max.getAttribute('aria-valuetext')).toMatch(/5,000/);
    expect((screen.getAllByRole('spinbutton', { name: /Highest price/ })[0] as HTMLInputElement).value).toBe('5000');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show products', hidden: true })[0] as HTMLElement);
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/prop/public/product?max_price=5000&limit=9'),
    );
  });

  it('offers Add to cart to signed-in members, not to visitors', async () => {
    stub([product]);
    const view = render();
    await screen.findByRole('link', { name: 'View product Adire pillow' });
    expect(screen.queryByRole('button', { name: 'Add to cart Adire pillow' })).toBeNull();
    view.unmount();
    signIn('user');
    render();
    expect(await screen.findByRole('button', { name: 'Add to cart Adire pillow' })).toBeTruthy();
  });
});
