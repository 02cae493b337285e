import type { CheckoutRequest } from '@creative-ng/shared/marketplace/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { FORM_ERROR, schemaResolver, useSchemaForm } from '../../../components/form/schemaForm';
import { toast } from '../../../lib/toast';
import { useMarketT } from '../i18n';
import { checkout, refreshMarket } from '../lib/marketApi';
import { CONTACT_FIELDS, type ContactValues, contactInput, NO_CONTACT } from '../lib/orderForm';
import { ContactFields } from './ContactFields';

const loadSchema = async () => (await import('@creative-ng/shared/marketplace/index')).checkoutRequestSchema;

/** The cart's check-out: the buyer's phone and message (checkoutRequestSchema), then one order request per seller. */
export function CheckoutForm() {
  const t = useMarketT();
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [resolver] = useState(() =>
    schemaResolver<ContactValues, CheckoutRequest>(loadSchema, {
      input: contactInput,
      unreachable: () => t('error.INTERNAL'),
    }),
  );
  const kit = useSchemaForm<ContactValues, undefined, CheckoutRequest>({
    defaultValues: NO_CONTACT,
    resolver,
    idOf: (field) => `${id}-${field}`,
    order: CONTACT_FIELDS,
  });
  const send = useMutation({ mutationFn: checkout });
  const submit = kit.submit((body) => {
    if (send.isPending) return;
    send.mutate(body, {
      onSuccess: async () => {
        await refreshMarket(client);
        toast.success(t('market.orderSent'));
        navigate('/orders');
      },
      onError: (cause) => kit.refuse(cause, t('error.INTERNAL')),
    });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormAlert message={kit.errors[FORM_ERROR]} />
      <ContactFields phone={kit.field('phone')} message={kit.field('message')} />
      <SubmitButton busy={send.isPending}>{t('market.cart.checkout')}</SubmitButton>
    </form>
  );
}
