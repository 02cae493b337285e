import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { SelectField } from '../../../components/form/controls';
import type { BoundField, SchemaForm } from '../../../components/form/schemaForm';
import { useReference } from '../../../lib/api';
import { useProfilesT } from '../i18n';
import { categoryOptions, lgaOptions } from '../lib/profile';
import { optionLabel } from './ProfileParts';

/** A select of the reference data's choices (gender, employment status, skill level…), in the chosen language. */
export function ReferenceSelect({
  choices,
  ...select
}: { choices: readonly string[] | undefined } & Omit<ComponentProps<typeof SelectField>, 'options' | 'placeholder'>) {
  const t = useProfilesT();
  return (
    <SelectField
      {...select}
      placeholder={t('profiles.choose')}
      options={(choices ?? []).map((value) => ({ value, label: optionLabel(t, value) }))}
    />
  );
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * A choice and the one that depends on it, from the reference data: a state and its LGAs (`origin`), or a sector
 * and its categories (`sector`). The second lists what fits the first, waits for it (disabled, with a hint), and
 * empties when a new first choice no longer fits it. Used by the onboarding form and 'Edit My Information'.
 */
export function ChainedSelects<Values extends FieldValues, Output>({
  form,
  first,
  second,
  kind,
  labels,
  required,
}: {
  form: SchemaForm<Values, undefined, Output>;
  first: FieldPath<Values>;
  second: FieldPath<Values>;
  kind: 'origin' | 'sector';
  labels: { first: string; second: string };
  required?: boolean;
}) {
  const t = useProfilesT();
  const reference = useReference();
  const states = reference.data?.states ?? [];
  const sectors = reference.data?.sectorGroups ?? [];
  const choicesOf = (value: string) =>
    kind === 'origin' ? lgaOptions(states, value) : categoryOptions(sectors, value);
  const chosen = String(form.values[first] ?? '');
  // Both choices hold a name from the reference data (text).
  const bound = (name: FieldPath<Values>) => form.field(name) as unknown as BoundField<string>;
  const firstField = bound(first);
  return (
    <>
      <SelectField
        {...firstField}
        onValueChange={(value) => {
          if (!choicesOf(value).includes(String(form.values[second] ?? ''))) form.form.setValue(second, '' as never);
          firstField.onValueChange(value);
        }}
        label={labels.first}
        placeholder={kind === 'origin' ? t('profiles.chooseState') : t('profiles.choose')}
        options={asOptions(kind === 'origin' ? states.map((state) => state.state) : sectors.map((group) => group.name))}
        required={required}
      />
      <SelectField
        {...bound(second)}
        label={labels.second}
        hint={chosen ? undefined : kind === 'origin' ? t('profiles.edit.lgaHint') : t('profiles.edit.categoryHint')}
        placeholder={kind === 'origin' ? t('profiles.chooseLga') : t('profiles.choose')}
        options={asOptions(choicesOf(chosen))}
        disabled={!chosen}
        required={required}
      />
    </>
  );
}

/**
 * What the onboarding form and 'Edit My Information' both ask about a creative's work: employment status, level of
 * education, and sector → category. `names` are the two forms' own names for the first two.
 */
export function WorkChoices<Values extends FieldValues, Output>({
  form,
  names,
  required,
}: {
  form: SchemaForm<Values, undefined, Output>;
  names: { employment: FieldPath<Values>; education: FieldPath<Values> };
  required?: boolean;
}) {
  const t = useProfilesT();
  const options = useReference().data?.options;
  // Both choices hold a name from the reference data (text).
  const bound = (name: FieldPath<Values>) => form.field(name) as unknown as BoundField<string>;
  return (
    <>
      <ReferenceSelect
        {...bound(names.employment)}
        label={t('profiles.edit.employmentStatus')}
        choices={options?.employmentStatuses}
        required={required}
      />
      <ReferenceSelect
        {...bound(names.education)}
        label={t('profiles.edit.levelOfEducation')}
        choices={options?.educationLevels}
        required={required}
      />
      <ChainedSelects
        form={form}
        first={'sector' as FieldPath<Values>}
        second={'category' as FieldPath<Values>}
        kind="sector"
        labels={{ first: t('profiles.edit.sector'), second: t('profiles.edit.category') }}
        required={required}
      />
    </>
  );
}
