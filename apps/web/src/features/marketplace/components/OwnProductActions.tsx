import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useWrite } from '../../../lib/write';
import { useMarketT } from '../i18n';
import { deleteProduct, MARKET_TOASTS, type Product, refreshMarket, setOutOfStock } from '../lib/marketApi';
import { ProductForm } from './ProductForm';

/** The seller's own product: edit, mark out of / back in stock, delete (with a confirmation). */
export function OwnProductActions({ product }: { product: Product }) {
  const t = useMarketT();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useWrite({ refresh: refreshMarket, fallback: t('error.INTERNAL'), durations: MARKET_TOASTS });

  return (
    <section aria-labelledby="own-product" className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-4">
      <h2 id="own-product" className="font-bold text-ink">
        {t('market.own.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('market.own.edit')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            run({ work: () => setOutOfStock(product.id, !product.out_of_stock), done: t('market.updated') })
          }
        >
          {product.out_of_stock ? t('market.own.inStock') : t('market.own.outOfStock')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('market.own.delete')}
        </Button>
      </div>
      <Dialog open={editing} onOpenChange={setEditing} title={t('market.own.editTitle')}>
        {editing ? <ProductForm product={product} onDone={() => setEditing(false)} /> : null}
      </Dialog>
      <Dialog open={confirming} onOpenChange={setConfirming} title={t('market.own.delete')}>
        <p className="text-ink">{t('market.own.confirmDelete')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              run({
                work: () => deleteProduct(product.id),
                done: t('market.deleted'),
                after: () => navigate('/marketpage'),
              })
            }
          >
            {t('market.own.delete')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('market.own.cancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
