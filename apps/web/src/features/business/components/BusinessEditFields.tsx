import type { BusinessEditRequest } from '@creative-ng/shared/profiles/business';
import { CheckboxField, PHONE_INPUT, TextAreaField, TextField, URL_INPUT } from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import { NeedField } from '../../../components/form/NeedField';
import { SectorAndPlaceFields } from '../../../components/form/SectorAndPlaceFields';
import { asCheckbox, type SchemaForm } from '../../../components/form/schemaForm';
import { useBusinessT } from '../i18n';
import { type BusinessEditValues, NEEDS, SOCIAL_NETWORKS } from '../lib/payload';

/* The edit-business form's parts; each takes the form (the kit's useSchemaForm over the edit schema's names). */

type EditKit = SchemaForm<BusinessEditValues, undefined, BusinessEditRequest>;

/** A control's id on the edit-business form. */
export const EDIT_FIELD_ID = (field: string) => `business-edit-${field}`;

/** Names, sector → area, state → LGA (a new sector or state empties its dependent), address, phone, website. */
export function BusinessDetailsFields({ form }: { form: EditKit }) {
  const t = useBusinessT();
  const { values, field, change } = form;
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
      <SectorAndPlaceFields
        values={values}
        field={field}
        change={change}
        clearError={(name) => form.form.clearErrors(name)}
        word={(key) => t(`business.profile.${key}`)}
        reference={{ failed: t('business.profile.loadFailed'), retry: t('business.profile.retry') }}
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
                {...URL_INPUT}
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
