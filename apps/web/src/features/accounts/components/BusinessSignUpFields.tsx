import type { BusinessRegisterRequest } from '@creative-ng/shared/accounts/schemas';
import { useMemo } from 'react';
import { Button, Spinner } from '../../../components/ui';
import { useReference } from '../../../lib/api';
import { useAccountsT } from '../i18n';
import type { SignUpSteps } from '../lib/signUpSteps';
import type { BusinessSignUpValues } from '../lib/signUpValues';
import { SelectField, TextField } from './controls';

export type BusinessForm = SignUpSteps<BusinessSignUpValues, BusinessRegisterRequest>;

/** Step 1, Business Registration: trade name, sector → area, state → LGA (lists from the reference data). */
export function BusinessRegistrationFields({ form }: { form: BusinessForm }) {
  const t = useAccountsT();
  const reference = useReference();
  const { values, field, change } = form;
  const sectors = reference.data?.sectorGroups ?? [];
  const states = reference.data?.states ?? [];
  const areas = useMemo(
    () => sectors.find((group) => group.name === values.sector)?.categories ?? [],
    [sectors, values.sector],
  );
  const lgas = useMemo(() => states.find((state) => state.state === values.state)?.lgas ?? [], [states, values.state]);
  // Area belongs to the sector and LGA to the state: a new sector or state empties them.
  const withDependent = (name: 'sector' | 'state', dependent: 'area' | 'lga') => ({
    ...field(name),
    onValueChange: (value: string) => {
      if (value !== values[name]) change(dependent, '');
      else form.clearError(dependent);
      change(name, value);
    },
  });

  return (
    <>
      <TextField
        {...field('trade_name')}
        label={t('accounts.business.tradeName')}
        hint={t('accounts.business.tradeNameHint')}
        autoComplete="organization"
        required
      />
      {!reference.data ? (
        reference.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{t('accounts.business.referenceError')}</p>
            <Button variant="secondary" onClick={() => void reference.refetch()}>
              {t('accounts.business.retry')}
            </Button>
          </div>
        ) : (
          <Spinner label={t('accounts.business.referenceLoading')} />
        )
      ) : null}
      <SelectField
        {...withDependent('sector', 'area')}
        label={t('accounts.business.sector')}
        placeholder={t('accounts.business.chooseSector')}
        required
        disabled={sectors.length === 0}
        options={sectors.map((group) => ({ value: group.name, label: group.name }))}
      />
      <SelectField
        {...field('area')}
        label={t('accounts.business.area')}
        placeholder={values.sector ? t('accounts.business.chooseArea') : t('accounts.business.chooseSectorFirst')}
        required
        disabled={areas.length === 0}
        options={areas.map((area) => ({ value: area, label: area }))}
      />
      <SelectField
        {...withDependent('state', 'lga')}
        label={t('accounts.business.state')}
        placeholder={t('accounts.business.chooseState')}
        required
        disabled={states.length === 0}
        options={states.map((state) => ({ value: state.state, label: state.state }))}
      />
      <SelectField
        {...field('lga')}
        label={t('accounts.business.lga')}
        placeholder={values.state ? t('accounts.business.chooseLga') : t('accounts.business.chooseStateFirst')}
        required
        disabled={lgas.length === 0}
        options={lgas.map((lga) => ({ value: lga, label: lga }))}
      />
    </>
  );
}
