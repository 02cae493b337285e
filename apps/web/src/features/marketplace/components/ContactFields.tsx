import { TextAreaField, TextField } from '../../../components/form/controls';
import type { BoundField } from '../../../components/form/formErrors';
import { useMarketT } from '../i18n';

/** The buyer's phone and message for an order request, bound to a form on the form kit. */
export function ContactFields({ phone, message }: { phone: BoundField<string>; message: BoundField<string> }) {
  const t = useMarketT();
  return (
    <>
      <TextField {...phone} label={t('market.buy.phone')} type="tel" autoComplete="tel" maxLength={30} />
      <TextAreaField {...message} label={t('market.buy.message')} maxLength={1000} />
    </>
  );
}
