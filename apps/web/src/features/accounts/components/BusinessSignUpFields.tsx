import type { BusinessRegisterRequest } from '@creative-ng/shared/accounts/schemas';
import { SectorAndPlaceFields } from '../../../components/form/SectorAndPlaceFields';
import { useAccountsT } from '../i18n';
import type { SignUpSteps } from '../lib/signUpSteps';
import type { BusinessSignUpValues } from '../lib/signUpValues';
import { TextField } from './controls';

export type BusinessForm = SignUpSteps<BusinessSignUpValues, BusinessRegisterRequest>;

/** Step 1, Business Registration: trade name, sector → area, state → LGA (lists from the reference data). */
export function BusinessRegistrationFields({ form }: { form: BusinessForm }) {
  const t = useAccountsT();
  const { values, field, change } = form;

  return (
    <>
      <TextField
        {...field('trade_name')}
        label={t('accounts.business.tradeName')}
        hint={t('accounts.business.tradeNameHint')}
        autoComplete="organization"
        required
      />
      <SectorAndPlaceFields
        values={values}
        field={field}
        change={change}
        clearError={form.clearError}
        word={(key) => t(`accounts.business.${key}`)}
        reference={{
          failed: t('accounts.business.referenceError'),
          retry: t('accounts.business.retry'),
          loading: t('accounts.business.referenceLoading'),
        }}
      />
    </>
  );
}
