import type { OrderRequestInput } from '@creative-ng/shared/marketplace/index';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/controls';
import { FORM_ERROR } from '../../../components/form/schemaForm';
import { Dialog } from '../../../components/ui/Dialog';
import { useMarketT } from '../i18n';
import { buyNow, type Product } from '../lib/marketApi';
import { BUY_NOW_FIELDS, type BuyNowValues, buyNowInput, NO_CONTACT } from '../lib/orderForm';
import { ContactFields } from './ContactFields';
import { useOrderRequest } from './useOrderRequest';

const loadSchema = async () => (await import('@creative-ng/shared/marketplace/index')).orderRequestSchema;

/**
 * Buy Now's dialog: how many, and the buyer's phone and message, checked by the shared orderRequestSchema and
 * sent to the seller as an order request (no online payment yet). A chunk of its own, loaded with the first tap
 * on a product's page, so react-hook-form is no part of that public page's first download.
 */
export default function BuyNowDialog({
  product,
  open,
  onOpenChange,
}: {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMarketT();
  const { kit, submit, busy } = useOrderRequest<BuyNowValues, OrderRequestInput>({
    loadSchema,
    input: (values) => buyNowInput(product.id, values),
    defaultValues: { quantity: '1', ...NO_CONTACT },
    order: BUY_NOW_FIELDS,
    send: buyNow,
    onSent: () => onOpenChange(false),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('market.buy.title')} description={t('market.buy.explain')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormAlert message={kit.errors[FORM_ERROR]} />
        <TextField
          {...kit.field('quantity')}
          label={t('market.buy.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={product.quantity}
        />
        <ContactFields phone={kit.field('phone')} message={kit.field('message')} />
        <SubmitButton busy={busy}>{t('market.buy.send')}</SubmitButton>
      </form>
    </Dialog>
  );
}
