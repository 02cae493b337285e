import { asCheckbox } from '../../../components/form/formErrors';
import { NeedField } from '../../../components/form/NeedField';
import { useAccountsT } from '../i18n';
import { NEEDS } from '../lib/steps';
import type { BusinessForm } from './BusinessSignUpFields';
import { EMAIL_INPUT, PHONE_INPUT, TermsCheckbox, TextField } from './controls';

/** Step 2, Contact Person: the account's email and phone number. */
export function BusinessContactFields({ form }: { form: BusinessForm }) {
  const t = useAccountsT();
  return (
    <>
      <TextField
        {...form.field('email')}
        label={t('accounts.business.email')}
        hint={t('accounts.business.emailHint')}
        {...EMAIL_INPUT}
        required
      />
      <TextField
        {...form.field('phone_number')}
        label={t('accounts.business.phone')}
        hint={t('accounts.business.phoneHint')}
        {...PHONE_INPUT}
        required
      />
    </>
  );
}

/** Step 3, Support Requirements: each need with its details when ticked, and the terms. */
export function BusinessNeedsFields({ form }: { form: BusinessForm }) {
  const t = useAccountsT();
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink">{t('accounts.business.needsLegend')}</legend>
        <p className="text-sm text-muted">{t('accounts.business.needsHint')}</p>
        {NEEDS.map((need) => {
          const label = t(`accounts.needs.${need}`);
          return (
            <NeedField
              key={need}
              need={need}
              box={form.field(`need_${need}`)}
              detail={form.field(`detail_${need}`)}
              label={label}
              detailLabel={t('accounts.business.needDetails', { need: label.toLowerCase() })}
              clearDetail={() => form.clearError(`detail_${need}`)}
            />
          );
        })}
      </fieldset>
      <TermsCheckbox {...asCheckbox(form.field('terms_accepted'))} />
    </>
  );
}
