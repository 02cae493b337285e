import { normaliseNigerianPhone } from '@creative-ng/shared/accounts/rules';
import { creativeBiodataRequestSchema } from '@creative-ng/shared/profiles/schemas';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Plus, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/form/controls';
import { Button, Field, inputClasses } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { ApiError, useReference } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { type FieldErrors, FORM_ERROR, firstErrorField, validate, withoutError } from '../../accounts/lib/forms';
import { useFocusById } from '../../accounts/lib/hooks';
import { useProfilesT } from '../i18n';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import {
  type BiodataValues,
  biodataRequest,
  biodataValuesOf,
  type CreativeProfile,
  categoryOptions,
  clean,
  hasSkill,
  lgaOptions,
  NEED_IDS,
  type NeedId,
  skillSuggestions,
} from '../lib/profile';
import { saveBiodata, updateCachedProfile } from '../lib/profilesApi';
import { needLabel, optionLabel } from './ProfileParts';

/** The form's fields in page order (the first one in error gets focus). */
const ORDER = [
  'firstName',
  'lastName',
  'phoneNumber',
  'dateOfBirth',
  'gender',
  'stateOfOrigin',
  'lga',
  'employmentStatus',
  'levelOfEducation',
  'sector',
  'category',
  'skills',
  'skillLevel',
  ...NEED_IDS.map((need) => `detail_${need}`),
  'verificationMethod',
  'identificationNumber',
];
const id = (field: string) => `onboarding-${field}`;
const asOptions = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

/** The latest date of birth allowed (18 years ago today), as YYYY-MM-DD. */
function latestBirthDate(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

/**
 * Onboarding (the creative's biodata): every key of creativeBiodataRequestSchema plus the
 * phone number (sent in the path). Validated with the shared schema first; server messages go back to their
 * fields. Success: toast 'profile updated ' and back to /profilepage.
 */
export default function OnboardingForm({ profile }: { profile: CreativeProfile }) {
  const t = useProfilesT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const reference = useReference();
  const focus = useFocusById();
  const skillsListId = useId();
  const [values, setValues] = useState<BiodataValues>(() => biodataValuesOf(profile));
  const [skillInput, setSkillInput] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const states = reference.data?.states ?? [];
  const sectors = reference.data?.sectorGroups ?? [];
  const options = reference.data?.options;
  const needTypes = reference.data?.needTypes ?? [];
  const alreadyVerified = profile.verification_type;

  function set<K extends keyof BiodataValues>(field: K, value: BiodataValues[K], errorField: string = field) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'stateOfOrigin' && !lgaOptions(states, value as string).includes(next.lga)) next.lga = '';
      if (field === 'sector' && !categoryOptions(sectors, value as string).includes(next.category)) next.category = '';
      return next;
    });
    setErrors((current) => withoutError(withoutError(current, errorField), FORM_ERROR));
  }
  const text = (field: keyof BiodataValues) => (value: string) => set(field, value as never);

  function fail(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, ORDER);
    if (first && first !== FORM_ERROR) focus(first === 'skills' ? id('skill-input') : id(first));
  }

  function addSkill() {
    const name = clean(skillInput).replace(/\s+/g, ' ');
    if (!name) return;
    if (hasSkill(values.skills, name)) {
      setErrors((current) => ({ ...current, skills: t('profiles.messages.skillExists') }));
      return;
    }
    set('skills', [...values.skills, name]);
    setSkillInput('');
  }

  function onSkillKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addSkill();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const errorsFound: FieldErrors = {};
    const phone = normaliseNigerianPhone(values.phoneNumber);
    if (!clean(values.phoneNumber)) errorsFound.phoneNumber = t('profiles.onboarding.phoneRequired');
    else if (!phone) errorsFound.phoneNumber = t('profiles.fieldErrors.invalidPhone');
    if (!alreadyVerified && values.verificationMethod && !clean(values.identificationNumber)) {
      errorsFound.identificationNumber = t('profiles.messages.identityFormat');
    }
    const body = biodataRequest(
      alreadyVerified ? { ...values, verificationMethod: '', identificationNumber: '' } : values,
    );
    const checked = validate(creativeBiodataRequestSchema, body);
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.errors)) {
        if (message && !errorsFound[field]) errorsFound[field] = messageText(message);
      }
    }
    if (Object.keys(errorsFound).length > 0 || !phone) return fail(errorsFound);
    setBusy(true);
    setErrors({});
    try {
      const response = await saveBiodata(phone, body);
      updateCachedProfile(client, response.data);
      toast.success(t('profiles.messages.updated'), { duration: TOAST_DURATIONS.profileUpdate });
      navigate('/profilepage');
    } catch (cause) {
      const fields = serverFieldErrors(cause, t);
      if (fields.phone_number) fields.phoneNumber = fields.phone_number;
      delete fields.phone_number;
      const message = failureMessage(cause, t('profiles.messages.genericError'), t);
      // Identity answers (not found, mismatch) come without a field: they are about the number.
      if (
        cause instanceof ApiError &&
        cause.status === 422 &&
        values.identificationNumber &&
        !fields.identificationNumber
      ) {
        fields.identificationNumber = message;
      }
      toast.error(message, { duration: TOAST_DURATIONS.profileUpdate });
      fail({ ...fields, [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  const skillsError = errors.skills;
  const suggestions = skillSuggestions(sectors);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <p className="text-sm text-muted">{t('profiles.onboarding.requiredNote')}</p>

      <fieldset className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-lg font-bold text-ink">{t('profiles.onboarding.aboutYou')}</legend>
        <TextField
          id={id('firstName')}
          label={t('profiles.onboarding.firstName')}
          autoComplete="given-name"
          required
          value={values.firstName}
          onValueChange={text('firstName')}
          error={errors.firstName}
        />
        <TextField
          id={id('lastName')}
          label={t('profiles.onboarding.lastName')}
          autoComplete="family-name"
          required
          value={values.lastName}
          onValueChange={text('lastName')}
          error={errors.lastName}
        />
        <TextField
          id={id('phoneNumber')}
          label={t('profiles.onboarding.phone')}
          hint={t('profiles.onboarding.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          value={values.phoneNumber}
          onValueChange={text('phoneNumber')}
          error={errors.phoneNumber}
        />
        <TextField
          id={id('dateOfBirth')}
          label={t('profiles.onboarding.dateOfBirth')}
          hint={t('profiles.onboarding.dateOfBirthHint')}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={latestBirthDate()}
          required
          value={values.dateOfBirth}
          onValueChange={text('dateOfBirth')}
          error={errors.dateOfBirth}
        />
        <SelectField
          id={id('gender')}
          label={t('profiles.onboarding.gender')}
          placeholder={t('profiles.choose')}
          options={asOptions(options?.genders ?? [], (value) => optionLabel(t, value))}
          required
          value={values.gender}
          onValueChange={text('gender')}
          error={errors.gender}
        />
        <SelectField
          id={id('stateOfOrigin')}
          label={t('profiles.onboarding.stateOfOrigin')}
          placeholder={t('profiles.chooseState')}
          options={asOptions(states.map((state) => state.state))}
          required
          value={values.stateOfOrigin}
          onValueChange={text('stateOfOrigin')}
          error={errors.stateOfOrigin}
        />
        <SelectField
          id={id('lga')}
          label={t('profiles.onboarding.lga')}
          hint={values.stateOfOrigin ? undefined : t('profiles.edit.lgaHint')}
          placeholder={t('profiles.chooseLga')}
          options={asOptions(lgaOptions(states, values.stateOfOrigin))}
          disabled={!values.stateOfOrigin}
          required
          value={values.lga}
          onValueChange={text('lga')}
          error={errors.lga}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-lg font-bold text-ink">{t('profiles.onboarding.yourWork')}</legend>
        <SelectField
          id={id('employmentStatus')}
          label={t('profiles.edit.employmentStatus')}
          placeholder={t('profiles.choose')}
          options={asOptions(options?.employmentStatuses ?? [], (value) => optionLabel(t, value))}
          required
          value={values.employmentStatus}
          onValueChange={text('employmentStatus')}
          error={errors.employmentStatus}
        />
        <SelectField
          id={id('levelOfEducation')}
          label={t('profiles.edit.levelOfEducation')}
          placeholder={t('profiles.choose')}
          options={asOptions(options?.educationLevels ?? [], (value) => optionLabel(t, value))}
          required
          value={values.levelOfEducation}
          onValueChange={text('levelOfEducation')}
          error={errors.levelOfEducation}
        />
        <SelectField
          id={id('sector')}
          label={t('profiles.edit.sector')}
          placeholder={t('profiles.choose')}
          options={asOptions(sectors.map((group) => group.name))}
          required
          value={values.sector}
          onValueChange={text('sector')}
          error={errors.sector}
        />
        <SelectField
          id={id('category')}
          label={t('profiles.edit.category')}
          hint={values.sector ? undefined : t('profiles.edit.categoryHint')}
          placeholder={t('profiles.choose')}
          options={asOptions(categoryOptions(sectors, values.sector))}
          disabled={!values.sector}
          required
          value={values.category}
          onValueChange={text('category')}
          error={errors.category}
        />
        <Field
          id={id('skill-input')}
          label={t('profiles.onboarding.skills')}
          hint={t('profiles.skills.hint')}
          error={skillsError}
        >
          {(control) => (
            <div className="flex items-stretch gap-2">
              <input
                {...control}
                type="text"
                list={`${skillsListId}-suggestions`}
                autoComplete="off"
                maxLength={120}
                value={skillInput}
                onChange={(event) => {
                  setSkillInput(event.target.value);
                  setErrors((current) => withoutError(current, 'skills'));
                }}
                onKeyDown={onSkillKey}
                className={cn(inputClasses, 'min-w-0 flex-1')}
              />
              <Button variant="secondary" onClick={addSkill}>
                <Plus aria-hidden="true" className="size-5" />
                {t('profiles.skills.addShort')}
              </Button>
            </div>
          )}
        </Field>
        <datalist id={`${skillsListId}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        {values.skills.length > 0 ? (
          <ul aria-label={t('profiles.onboarding.chosenSkills')} className="flex flex-wrap gap-2">
            {values.skills.map((skill) => (
              <li
                key={skill}
                className="inline-flex items-center gap-1 rounded-full border border-primary-line bg-primary-soft py-0.5 pr-0.5 pl-3 text-sm text-ink"
              >
                {skill}
                <button
                  type="button"
                  aria-label={t('profiles.skills.remove', { skill })}
                  onClick={() => {
                    set(
                      'skills',
                      values.skills.filter((other) => other !== skill),
                    );
                    focus(id('skill-input'));
                  }}
                  className="inline-flex size-11 items-center justify-center rounded-full hover:bg-primary-line"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <SelectField
          id={id('skillLevel')}
          label={t('profiles.onboarding.skillLevel')}
          placeholder={t('profiles.choose')}
          options={asOptions(options?.skillLevels ?? [], (value) => optionLabel(t, value))}
          required
          value={values.skillLevel}
          onValueChange={text('skillLevel')}
          error={errors.skillLevel}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-lg font-bold text-ink">{t('profiles.onboarding.support')}</legend>
        <p className="text-muted">{t('profiles.onboarding.supportIntro')}</p>
        {NEED_IDS.map((need: NeedId) => {
          const info = needTypes.find((type) => type.id === need);
          return (
            <CheckboxField
              key={need}
              id={id(`need_${need}`)}
              label={needLabel(t, need)}
              checked={values.needs[need]}
              onCheckedChange={(checked) => set('needs', { ...values.needs, [need]: checked }, `detail_${need}`)}
            >
              {values.needs[need] ? (
                <TextAreaField
                  id={id(`detail_${need}`)}
                  label={t('profiles.onboarding.needDetails', { need: needLabel(t, need) })}
                  hint={
                    info ? (
                      <ul className="list-disc pl-5">
                        {info.questions.map((question) => (
                          <li key={question}>{question}</li>
                        ))}
                      </ul>
                    ) : undefined
                  }
                  rows={4}
                  maxLength={2000}
                  value={values.details[need]}
                  onValueChange={(value) => set('details', { ...values.details, [need]: value }, `detail_${need}`)}
                  error={errors[`detail_${need}`]}
                />
              ) : null}
            </CheckboxField>
          );
        })}
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-lg font-bold text-ink">{t('profiles.onboarding.identity')}</legend>
        {alreadyVerified ? (
          <p className="flex items-center gap-2 text-ink">
            <BadgeCheck aria-hidden="true" className="size-5 text-primary-dark" />
            {alreadyVerified === 'NIN' ? t('profiles.verified.nin') : t('profiles.verified.bvn')}
          </p>
        ) : (
          <>
            <p className="text-muted">{t('profiles.onboarding.identityIntro')}</p>
            <fieldset
              className="flex flex-col gap-1"
              aria-describedby={errors.verificationMethod ? id('verificationMethod-error') : undefined}
            >
              <legend className="mb-1 font-semibold text-ink">{t('profiles.onboarding.verificationMethod')}</legend>
              <div className="flex gap-6">
                {(options?.verificationMethods ?? ['NIN', 'BVN']).map((method, index) => (
                  <label key={method} className="flex min-h-11 items-center gap-3 text-ink">
                    <input
                      id={index === 0 ? id('verificationMethod') : undefined}
                      type="radio"
                      name="verificationMethod"
                      value={method}
                      checked={values.verificationMethod === method}
                      onChange={() => set('verificationMethod', method)}
                      className="size-6 accent-primary"
                    />
                    {method === 'NIN' ? t('profiles.onboarding.nin') : t('profiles.onboarding.bvn')}
                  </label>
                ))}
              </div>
              {errors.verificationMethod ? (
                <p id={id('verificationMethod-error')} className="text-sm font-medium text-danger">
                  {errors.verificationMethod}
                </p>
              ) : null}
            </fieldset>
            <TextField
              id={id('identificationNumber')}
              className={cn(!values.verificationMethod && 'opacity-90')}
              label={
                values.verificationMethod === 'BVN'
                  ? t('profiles.onboarding.bvnNumber')
                  : values.verificationMethod === 'NIN'
                    ? t('profiles.onboarding.ninNumber')
                    : t('profiles.onboarding.idNumber')
              }
              hint={t('profiles.onboarding.idHint')}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              spellCheck={false}
              maxLength={11}
              value={values.identificationNumber}
              onValueChange={(value) => set('identificationNumber', value.replace(/\D/g, '').slice(0, 11))}
              error={errors.identificationNumber}
            />
          </>
        )}
      </fieldset>

      <FormAlert message={errors[FORM_ERROR]} />
      <SubmitButton busy={busy}>
        {busy ? t('profiles.onboarding.saving') : t('profiles.onboarding.submit')}
      </SubmitButton>
    </form>
  );
}
