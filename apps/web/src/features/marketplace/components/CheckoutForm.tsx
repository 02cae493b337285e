import type { CheckoutRequest } from '@creative-ng/shared/marketplace/index';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { FORM_ERROR } from '../../../components/form/schemaForm';
import { useMarketT } from '../i18n';
import { checkout } from '../lib/marketApi';
import { CONTACT_FIELDS, type ContactValues, contactInput, NO_CONTACT } from '../lib/orderForm';
import { ContactFields } from './ContactFields';
import { useOrderRequest } from './useOrderRequest';

const loadSchema = async () => (await import('@creative-ng/shared/marketplace/index')).checkoutRequestSchema;

/** The cart's check-out: the buyer's phone and message (checkoutRequestSchema), then one order request per seller. */
export function CheckoutForm() {
  const t = useMarketT();
  const { kit, submit, busy } = useOrderRequest<ContactValues, CheckoutRequest>({
    loadSchema,
    input: contactInput,
    defaultValues: NO_CONTACT,
    order: CONTACT_FIELDS,
    send: checkout,
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormAlert message={kit.errors[FORM_ERROR]} />
      <ContactFields phone={kit.field('phone')} message={kit.field('message')} />
      <SubmitButton busy={busy}>{t('market.cart.checkout')}</SubmitButton>
    </form>
  );
}
