import { creativeEditRequestSchema } from '@creative-ng/shared/profiles/schemas';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useState } from 'react';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/controls';
import { Dialog } from '../../../components/ui/Dialog';
import { useReference } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { type FieldErrors, FORM_ERROR, firstErrorField, validate, withoutError } from '../../accounts/lib/forms';
import { useFocusById } from '../../accounts/lib/hooks';
import { useProfilesT } from '../i18n';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import {
  type CreativeProfile,
  categoryOptions,
  EDIT_FIELDS,
  type EditField,
  type EditValues,
  editChanges,
  editValuesOf,
  lgaOptions,
} from '../lib/profile';
import { editProfile, updateCachedProfile } from '../lib/profilesApi';
import { optionLabel } from './ProfileParts';

const id = (field: string) => `edit-${field}`;
const asOptions = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * 'Edit My Information': bio, employment status, education, expertise, sector → category,
 * state of origin → LGA, state of residence, address and social links. Only changed fields are sent; an
 * emptied field is cleared. Every error is shown and tied to its field (the old front end swallowed them).
 * Loaded on first open: it brings the dialog and the shared zod schema.
 */
export default function EditInfoDialog({
  profile,
  open,
  onOpenChange,
  returnFocusRef,
}: {
  profile: CreativeProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const t = useProfilesT();
  const client = useQueryClient();
  const reference = useReference();
  const focus = useFocusById();
  const [initial] = useState<EditValues>(() => editValuesOf(profile));
  const [values, setValues] = useState<EditValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const states = reference.data?.states ?? [];
  const stateNames = states.map((state) => state.state);
  const sectors = reference.data?.sectorGroups ?? [];
  const options = reference.data?.options;

  const change = (field: EditField) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Dependent lists: a new state or sector empties the LGA or category that no longer fits.
      if (field === 'origin_state' && !lgaOptions(states, value).includes(next.lga_origin)) next.lga_origin = '';
      if (field === 'sector' && !categoryOptions(sectors, value).includes(next.category)) next.category = '';
      return next;
    });
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  function fail(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, EDIT_FIELDS);
    if (first && first !== FORM_ERROR) focus(id(first));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const changes = editChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      onOpenChange(false);
      return;
    }
    const checked = validate(creativeEditRequestSchema, changes);
    if (!checked.ok) {
      const translated = Object.fromEntries(
        Object.entries(checked.errors).map(([field, text]) => [field, text ? messageText(text) : text]),
      );
      return fail(translated);
    }
    setBusy(true);
    setErrors({});
    try {
      const response = await editProfile(changes);
      updateCachedProfile(client, response.data);
      toast.success(t('profiles.messages.updated'), { duration: TOAST_DURATIONS.profileUpdate });
      onOpenChange(false);
    } catch (cause) {
      const fields = serverFieldErrors(cause, t);
      const message = failureMessage(cause, t('profiles.messages.genericError'), t);
      toast.error(message, { duration: TOAST_DURATIONS.profileUpdate });
      fail(Object.keys(fields).length > 0 ? { ...fields, [FORM_ERROR]: message } : { [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  const text = (field: EditField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={id(field)}
      label={label}
      value={values[field]}
      onValueChange={change(field)}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profiles.edit.title')}
      description={t('profiles.edit.description')}
      returnFocusRef={returnFocusRef}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextAreaField
          id={id('bio')}
          label={t('profiles.edit.bio')}
          hint={t('profiles.edit.bioHint')}
          rows={5}
          maxLength={1000}
          value={values.bio}
          onValueChange={change('bio')}
          error={errors.bio}
        />
        {text('expertise', t('profiles.edit.expertise'), { hint: t('profiles.edit.expertiseHint'), maxLength: 120 })}
        <SelectField
          id={id('employment_status')}
          label={t('profiles.edit.employmentStatus')}
          placeholder={t('profiles.choose')}
          options={asOptions(options?.employmentStatuses ?? [], (value) => optionLabel(t, value))}
          value={values.employment_status}
          onValueChange={change('employment_status')}
          error={errors.employment_status}
        />
        <SelectField
          id={id('level_of_education')}
          label={t('profiles.edit.levelOfEducation')}
          placeholder={t('profiles.choose')}
          options={asOptions(options?.educationLevels ?? [], (value) => optionLabel(t, value))}
          value={values.level_of_education}
          onValueChange={change('level_of_education')}
          error={errors.level_of_education}
        />
        <SelectField
          id={id('sector')}
          label={t('profiles.edit.sector')}
          placeholder={t('profiles.choose')}
          options={asOptions(sectors.map((group) => group.name))}
          value={values.sector}
          onValueChange={change('sector')}
          error={errors.sector}
        />
        <SelectField
          id={id('category')}
          label={t('profiles.edit.category')}
          hint={values.sector ? undefined : t('profiles.edit.categoryHint')}
          placeholder={t('profiles.choose')}
          options={asOptions(categoryOptions(sectors, values.sector))}
          disabled={!values.sector}
          value={values.category}
          onValueChange={change('category')}
          error={errors.category}
        />
        <SelectField
          id={id('origin_state')}
          label={t('profiles.edit.originState')}
          placeholder={t('profiles.chooseState')}
          options={asOptions(stateNames)}
          value={values.origin_state}
          onValueChange={change('origin_state')}
          error={errors.origin_state}
        />
        <SelectField
          id={id('lga_origin')}
          label={t('profiles.edit.lga')}
          hint={values.origin_state ? undefined : t('profiles.edit.lgaHint')}
          placeholder={t('profiles.chooseLga')}
          options={asOptions(lgaOptions(states, values.origin_state))}
          disabled={!values.origin_state}
          value={values.lga_origin}
          onValueChange={change('lga_origin')}
          error={errors.lga_origin}
        />
        <SelectField
          id={id('residence_state')}
          label={t('profiles.edit.residenceState')}
          placeholder={t('profiles.chooseState')}
          options={asOptions(stateNames)}
          value={values.residence_state}
          onValueChange={change('residence_state')}
          error={errors.residence_state}
        />
        {text('address', t('profiles.edit.address'), { autoComplete: 'street-address', maxLength: 300 })}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 font-bold text-ink">{t('profiles.edit.socialLegend')}</legend>
          {(['facebook', 'instagram', 'twitter'] as const).map((network) =>
            text(network, t(`profiles.social.${network}` as const), {
              type: 'url',
              inputMode: 'url',
              autoComplete: 'url',
              autoCapitalize: 'none',
              spellCheck: false,
              placeholder: t(`profiles.edit.${network}Placeholder` as const),
            }),
          )}
        </fieldset>
        <FormAlert id="edit-form-alert" message={errors[FORM_ERROR]} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="min-h-11 rounded-lg px-4 font-semibold text-ink hover:bg-canvas"
          >
            {t('profiles.cancel')}
          </button>
          <SubmitButton busy={busy} className="sm:w-fit">
            {busy ? t('profiles.saving') : t('profiles.edit.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
