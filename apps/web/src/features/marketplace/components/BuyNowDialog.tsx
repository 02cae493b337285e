import type { OrderRequestInput } from '@creative-ng/shared/marketplace/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/controls';
import { FORM_ERROR, schemaResolver, useSchemaForm } from '../../../components/form/schemaForm';
import { Dialog } from '../../../components/ui/Dialog';
import { toast } from '../../../lib/toast';
import { useMarketT } from '../i18n';
import { buyNow, type Product, refreshMarket } from '../lib/marketApi';
import { BUY_NOW_FIELDS, type BuyNowValues, buyNowInput, NO_CONTACT } from '../lib/orderForm';
import { ContactFields } from './ContactFields';

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
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [resolver] = useState(() =>
    schemaResolver<BuyNowValues, OrderRequestInput>(loadSchema, {
      input: (values) => buyNowInput(product.id, values),
      unreachable: () => t('error.INTERNAL'),
    }),
  );
  const kit = useSchemaForm<BuyNowValues, undefined, OrderRequestInput>({
    defaultValues: { quantity: '1', ...NO_CONTACT },
    resolver,
    idOf: (field) => `${id}-${field}`,
    order: BUY_NOW_FIELDS,
  });
  const send = useMutation({ mutationFn: buyNow });
  const submit = kit.submit((body) => {
    if (send.isPending) return;
    send.mutate(body, {
      onSuccess: async () => {
        await refreshMarket(client);
        toast.success(t('market.orderSent'));
        onOpenChange(false);
        navigate('/orders');
      },
      onError: (cause) => kit.refuse(cause, t('error.INTERNAL')),
    });
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
        <SubmitButton busy={send.isPending}>{t('market.buy.send')}</SubmitButton>
      </form>
    </Dialog>
  );
}
