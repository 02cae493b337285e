import type { BusinessEditRequest } from '@creative-ng/shared/profiles/business';
import {
  CheckboxField,
  PHONE_INPUT,
  SelectField,
  TextAreaField,
  TextField,
  URL_INPUT,
} from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import { NeedField } from '../../../components/form/NeedField';
import { asCheckbox, type SchemaForm } from '../../../components/form/schemaForm';
import { Button, Spinner } from '../../../components/ui';
import { useReference } from '../../../lib/api';
import { useBusinessT } from '../i18n';
import { type BusinessEditValues, NEEDS, SOCIAL_NETWORKS } from '../lib/payload';

/* The edit-business form's parts; each takes the form (the kit's useSchemaForm over the edit schema's names). */

type EditKit = SchemaForm<BusinessEditValues, undefined, BusinessEditRequest>;

/** A control's id on the edit-business form. */
export const EDIT_FIELD_ID = (field: string) => `business-edit-${field}`;

/** Names, sector → area, state → LGA (a new sector or state empties its dependent), address, phone, website. */
export function BusinessDetailsFields({ form }: { form: EditKit }) {
  const t = useBusinessT();
  const reference = useReference();
  const { values, field, change } = form;
  const sectors = reference.data?.sectorGroups ?? [];
  const states = reference.data?.states ?? [];
  const areas = sectors.find((group) => group.name === values.sector)?.categories ?? [];
  const lgas = states.find((state) => state.state === values.state)?.lgas ?? [];
  const referenceMissing = !reference.data;
  // The area belongs to the sector and the LGA to the state: a new sector or state empties them.
  const dependent = (name: 'sector' | 'state', other: 'area' | 'lga') => ({
    ...field(name),
    onValueChange: (value: string) => {
      if (value !== values[name]) change(other, '');
      else form.form.clearErrors(other);
      change(name, value);
    },
  });
  return (
    <>
      <TextField
        {...field('trade_name')}
        label={t('business.profile.tradeName')}
        autoComplete="organization"
        required
      />
      <TextField
        {...field('registered_name')}
        label={t('business.profile.registeredName')}
        hint={t('business.profile.registeredNameHint')}
      />
      {referenceMissing ? (
        reference.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{t('business.profile.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void reference.refetch()}>
              {t('business.profile.retry')}
            </Button>
          </div>
        ) : (
          <Spinner />
        )
      ) : null}
      <SelectField
        {...dependent('sector', 'area')}
        label={t('business.profile.sector')}
        placeholder={t('business.profile.chooseSector')}
        required
        disabled={sectors.length === 0}
        options={sectors.map((group) => ({ value: group.name, label: group.name }))}
      />
      <SelectField
        {...field('area')}
        label={t('business.profile.area')}
        placeholder={values.sector ? t('business.profile.chooseArea') : t('business.profile.chooseSectorFirst')}
        required
        disabled={areas.length === 0}
        options={areas.map((area) => ({ value: area, label: area }))}
      />
      <SelectField
        {...dependent('state', 'lga')}
        label={t('business.profile.state')}
        placeholder={t('business.profile.chooseState')}
        required
        disabled={states.length === 0}
        options={states.map((state) => ({ value: state.state, label: state.state }))}
      />
      <SelectField
        {...field('lga')}
        label={t('business.profile.lga')}
        placeholder={values.state ? t('business.profile.chooseLga') : t('business.profile.chooseStateFirst')}
        required
        disabled={lgas.length === 0}
        options={lgas.map((lga) => ({ value: lga, label: lga }))}
      />
      <TextAreaField {...field('address')} label={t('business.profile.address')} rows={3} maxLength={300} />
      <TextField
        {...field('phone_number')}
        label={t('business.profile.phone')}
        hint={t('business.profile.phoneHint')}
        {...PHONE_INPUT}
        required
      />
      <TextField
        {...field('website')}
        label={t('business.profile.website')}
        hint={t('business.profile.urlHint')}
        {...URL_INPUT}
        placeholder="https://"
      />
    </>
  );
}

/** Social links chosen with checkboxes: a ticked network asks for its address. */
export function BusinessSocialFields({ form }: { form: EditKit }) {
  const t = useBusinessT();
  const focus = useFocusById();
  const { values, field, change } = form;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-ink">{t('business.profile.socialLegend')}</legend>
      <p className="text-sm text-muted">{t('business.profile.socialHint')}</p>
      {SOCIAL_NETWORKS.map((network) => {
        const name = t(`business.profile.${network}`);
        return (
          <CheckboxField
            key={network}
            {...asCheckbox(field(`show_${network}`))}
            label={name}
            onCheckedChange={(on) => {
              change(`show_${network}`, on);
              form.form.clearErrors(network);
              if (on) focus(EDIT_FIELD_ID(network));
            }}
          >
            {values[`show_${network}`] ? (
              <TextField
                {...field(network)}
                label={t('business.profile.socialUrl', { network: name })}
                hint={t('business.profile.urlHint')}
                type="url"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="https://"
                className="mb-2"
              />
            ) : null}
          </CheckboxField>
        );
      })}
    </fieldset>
  );
}

/** Support needs, each with its details when ticked. */
export function BusinessNeedsEditFields({ form }: { form: EditKit }) {
  const t = useBusinessT();
  const { field } = form;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-ink">{t('business.profile.needsLegend')}</legend>
      <p className="text-sm text-muted">{t('business.profile.needsHint')}</p>
      {NEEDS.map((need) => {
        const label = t(`business.needs.${need}`);
        return (
          <NeedField
            key={need}
            need={need}
            box={field(`need_${need}`)}
            detail={field(`detail_${need}`)}
            label={label}
            detailLabel={t('business.profile.needDetails', { need: label.toLowerCase() })}
            clearDetail={() => form.form.clearErrors(`detail_${need}`)}
          />
        );
      })}
    </fieldset>
  );
}
