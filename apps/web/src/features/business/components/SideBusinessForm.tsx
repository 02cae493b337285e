import { ownedBusinessRequestSchema } from '@creative-ng/shared/profiles/business';
import { ADD_BUSINESS_SECTORS } from '@creative-ng/shared/reference/options';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/controls';
import { Button } from '../../../components/ui';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { type FieldErrors, FORM_ERROR, firstErrorField, validate, withoutError } from '../../accounts/lib/forms';
import { useFocusById } from '../../accounts/lib/hooks';
import { lookupDynamic, useBusinessT } from '../i18n';
import { businessKeys, type SideBusiness, saveSideBusiness } from '../lib/businessApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { SIDE_FIELDS, type SideField, sidePayload, sideValuesFrom } from '../lib/sideBusiness';

/**
 * The add-business form: business name, CAC number (optional), address, sector, email
 * and phone, checked with the shared ownedBusinessRequestSchema, saved with PUT prop/users/business.
 * Used in the dialog of /bussinesspage and on /addbusiness.
 */
export function SideBusinessForm({
  idPrefix,
  initial,
  onSaved,
  onCancel,
}: {
  idPrefix: string;
  initial?: SideBusiness | null;
  onSaved: (business: SideBusiness) => void;
  onCancel?: () => void;
}) {
  const t = useBusinessT();
  const client = useQueryClient();
  const focus = useFocusById();
  const [values, setValues] = useState(() => sideValuesFrom(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const tr = (text: string) => messageText(text);
  const id = (field: string) => `${idPrefix}-${field}`;
  const alertId = id('alert');

  const change = (field: SideField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  function show(raw: FieldErrors) {
    const next: FieldErrors = {};
    const unplaced: string[] = [];
    for (const [field, message] of Object.entries(raw)) {
      if (!message) continue;
      if (field === FORM_ERROR || (SIDE_FIELDS as readonly string[]).includes(field)) next[field] = tr(message);
      else unplaced.push(tr(message));
    }
    if (unplaced.length > 0) next[FORM_ERROR] = [next[FORM_ERROR], ...unplaced].filter(Boolean).join(' ');
    setErrors(next);
    const first = firstErrorField(next, SIDE_FIELDS);
    focus(first && first !== FORM_ERROR ? id(first) : alertId);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validate(ownedBusinessRequestSchema, sidePayload(values));
    if (!checked.ok) return show(checked.errors);
    setBusy(true);
    setErrors({});
    try {
      const response = await saveSideBusiness(checked.data);
      client.setQueryData(businessKeys.side, response.data);
      toast.success(tr(response.message) || t('business.messages.businessSaved'));
      onSaved(response.data);
    } catch (error) {
      const fields = serverFieldErrors(error, tr);
      if (Object.keys(fields).length > 0) return show(fields);
      const message = failureMessage(error, t('business.side.failed'), tr);
      toast.error(message);
      show({ [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('business.edit.requiredNote')}</p>
      <TextField
        id={id('name')}
        label={t('business.side.name')}
        autoComplete="organization"
        required
        value={values.name}
        onValueChange={change('name')}
        error={errors.name}
      />
      <TextField
        id={id('cac_number')}
        label={t('business.side.cac')}
        hint={t('business.side.cacHint')}
        autoCapitalize="characters"
        spellCheck={false}
        value={values.cac_number}
        onValueChange={change('cac_number')}
        error={errors.cac_number}
      />
      <TextAreaField
        id={id('address')}
        label={t('business.side.address')}
        required
        rows={3}
        maxLength={300}
        value={values.address}
        onValueChange={change('address')}
        error={errors.address}
      />
      <SelectField
        id={id('sector')}
        label={t('business.side.sector')}
        placeholder={t('business.side.chooseSector')}
        required
        options={ADD_BUSINESS_SECTORS.map((sector) => ({
          value: sector,
          label: lookupDynamic(t, `business.sectors.${sector}`, sector),
        }))}
        value={values.sector}
        onValueChange={change('sector')}
        error={errors.sector}
      />
      <TextField
        id={id('email')}
        label={t('business.side.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.email}
        onValueChange={change('email')}
        error={errors.email}
      />
      <TextField
        id={id('phone_number')}
        label={t('business.side.phone')}
        hint={t('business.side.phoneHint')}
        type="tel"
        autoComplete="tel"
        required
        value={values.phone_number}
        onValueChange={change('phone_number')}
        error={errors.phone_number}
      />
      <div id={alertId} tabIndex={-1} className="outline-none">
        <FormAlert message={errors[FORM_ERROR]} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('business.side.cancel')}
          </Button>
        ) : null}
        <SubmitButton busy={busy} className="sm:w-auto">
          {busy ? t('business.side.busy') : t('business.side.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
