import { BadgeCheck, Plus } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { CheckboxField, TextAreaField, TextField } from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import type { SchemaForm } from '../../../components/form/schemaForm';
import { Button, Field, FieldError, inputClasses } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { useReference } from '../../../lib/api';
import { useProfilesT } from '../i18n';
import { type BiodataValues, clean, hasSkill, NEED_IDS, type NeedId, skillSuggestions } from '../lib/profile';
import { needLabel, SkillChip } from './ProfileParts';
import { ChainedSelects, ReferenceSelect, WorkChoices } from './ReferenceSelects';

/* The onboarding form's sections: each takes the form (the kit's useSchemaForm over the biodata schema's names). */

/** A control's id on the onboarding form. */
export const onboardingId = (field: string) => `onboarding-${field}`;

type OnboardingKit = SchemaForm<BiodataValues, undefined, unknown>;

/** The latest date of birth allowed (18 years ago today), as YYYY-MM-DD. */
function latestBirthDate(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

/** Names, phone number, date of birth, gender, state and LGA of origin. */
export function AboutYouSection({ form }: { form: OnboardingKit }) {
  const t = useProfilesT();
  const { field } = form;
  const options = useReference().data?.options;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-bold text-ink">{t('profiles.onboarding.aboutYou')}</legend>
      <TextField
        {...field('firstName')}
        label={t('profiles.onboarding.firstName')}
        autoComplete="given-name"
        required
      />
      <TextField {...field('lastName')} label={t('profiles.onboarding.lastName')} autoComplete="family-name" required />
      <TextField
        {...field('phoneNumber')}
        label={t('profiles.onboarding.phone')}
        hint={t('profiles.onboarding.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
      />
      <TextField
        {...field('dateOfBirth')}
        label={t('profiles.onboarding.dateOfBirth')}
        hint={t('profiles.onboarding.dateOfBirthHint')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={latestBirthDate()}
        required
      />
      <ReferenceSelect
        {...field('gender')}
        label={t('profiles.onboarding.gender')}
        choices={options?.genders}
        required
      />
      <ChainedSelects
        form={form}
        first="stateOfOrigin"
        second="lga"
        kind="origin"
        labels={{ first: t('profiles.onboarding.stateOfOrigin'), second: t('profiles.onboarding.lga') }}
        required
      />
    </fieldset>
  );
}

/** Employment, education, sector and category, skills and skill level. */
export function WorkSection({ form }: { form: OnboardingKit }) {
  const t = useProfilesT();
  const { values, field, change } = form;
  const reference = useReference();
  const focus = useFocusById();
  const skillsListId = useId();
  const [skillInput, setSkillInput] = useState('');
  const sectors = reference.data?.sectorGroups ?? [];
  const options = reference.data?.options;
  const suggestions = skillSuggestions(sectors);

  function addSkill() {
    const name = clean(skillInput).replace(/\s+/g, ' ');
    if (!name) return;
    if (hasSkill(values.skills, name)) {
      form.form.setError('skills', { type: 'own', message: t('profile.skillExists') });
      return;
    }
    change('skills', [...values.skills, name]);
    setSkillInput('');
  }

  function onSkillKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addSkill();
    }
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-bold text-ink">{t('profiles.onboarding.yourWork')}</legend>
      <WorkChoices form={form} names={{ employment: 'employmentStatus', education: 'levelOfEducation' }} required />
      <Field
        id={onboardingId('skill-input')}
        label={t('profiles.onboarding.skills')}
        hint={t('profiles.skills.hint')}
        error={form.errors.skills}
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
                form.form.clearErrors('skills');
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
            <SkillChip
              key={skill}
              name={skill}
              onRemove={() => {
                change(
                  'skills',
                  values.skills.filter((other) => other !== skill),
                );
                focus(onboardingId('skill-input'));
              }}
            />
          ))}
        </ul>
      ) : null}
      <ReferenceSelect
        {...field('skillLevel')}
        label={t('profiles.onboarding.skillLevel')}
        choices={options?.skillLevels}
        required
      />
    </fieldset>
  );
}

/** The support the creative needs, each with its details when ticked. */
export function SupportSection({ form }: { form: OnboardingKit }) {
  const t = useProfilesT();
  const { values, field, change } = form;
  const needTypes = useReference().data?.needTypes ?? [];
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-bold text-ink">{t('profiles.onboarding.support')}</legend>
      <p className="text-muted">{t('profiles.onboarding.supportIntro')}</p>
      {NEED_IDS.map((need: NeedId) => {
        const info = needTypes.find((type) => type.id === need);
        return (
          <CheckboxField
            key={need}
            id={onboardingId(`need_${need}`)}
            label={needLabel(t, need)}
            checked={values.supportType.includes(need)}
            onCheckedChange={(checked) => {
              change(
                'supportType',
                checked ? [...values.supportType, need] : values.supportType.filter((id) => id !== need),
              );
              form.form.clearErrors(`detail_${need}`);
            }}
          >
            {values.supportType.includes(need) ? (
              <TextAreaField
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
                {...field(`detail_${need}`)}
              />
            ) : null}
          </CheckboxField>
        );
      })}
    </fieldset>
  );
}

/** NIN or BVN with its number, or the method already verified. */
export function IdentitySection({ form, verifiedBy }: { form: OnboardingKit; verifiedBy: string | null }) {
  const t = useProfilesT();
  const { values, field, change } = form;
  const options = useReference().data?.options;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-bold text-ink">{t('profiles.onboarding.identity')}</legend>
      {verifiedBy ? (
        <p className="flex items-center gap-2 text-ink">
          <BadgeCheck aria-hidden="true" className="size-5 text-primary-dark" />
          {verifiedBy === 'NIN' ? t('profiles.verified.nin') : t('profiles.verified.bvn')}
        </p>
      ) : (
        <>
          <p className="text-muted">{t('profiles.onboarding.identityIntro')}</p>
          <fieldset
            className="flex flex-col gap-1"
            aria-describedby={form.errors.verificationMethod ? onboardingId('verificationMethod-error') : undefined}
          >
            <legend className="mb-1 font-semibold text-ink">{t('profiles.onboarding.verificationMethod')}</legend>
            <div className="flex gap-6">
              {(options?.verificationMethods ?? ['NIN', 'BVN']).map((method, index) => (
                <label key={method} className="flex min-h-11 items-center gap-3 text-ink">
                  <input
                    id={index === 0 ? onboardingId('verificationMethod') : undefined}
                    type="radio"
                    name="verificationMethod"
                    value={method}
                    checked={values.verificationMethod === method}
                    onChange={() => change('verificationMethod', method)}
                    className="size-6 accent-primary"
                  />
                  {method === 'NIN' ? t('profiles.onboarding.nin') : t('profiles.onboarding.bvn')}
                </label>
              ))}
            </div>
            <FieldError id={onboardingId('verificationMethod-error')} error={form.errors.verificationMethod} />
          </fieldset>
          <TextField
            {...field('identificationNumber')}
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
            onValueChange={(value) => change('identificationNumber', value.replace(/\D/g, '').slice(0, 11))}
          />
        </>
      )}
    </fieldset>
  );
}
