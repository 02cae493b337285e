import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { failureMessage } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useMarketT } from '../i18n';
import { deleteProduct, type Product, refreshMarket, setOutOfStock } from '../lib/marketApi';
import { ProductForm } from './ProductForm';

/** The seller's own product: edit, mark out of / back in stock, delete (with a confirmation). */
export function OwnProductActions({ product }: { product: Product }) {
  const t = useMarketT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      await refreshMarket(client);
      toast.success(done, { duration: TOAST_DURATIONS.quickSuccess });
      after?.();
    } catch (cause) {
      toast.error(failureMessage(cause, t('error.INTERNAL')), { duration: TOAST_DURATIONS.error });
    } finally {
      setBusy(false);
    }
  };

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
          onClick={() => void run(() => setOutOfStock(product.id, !product.out_of_stock), t('market.updated'))}
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
              void run(
                () => deleteProduct(product.id),
                t('market.deleted'),
                () => navigate('/marketpage'),
              )
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
