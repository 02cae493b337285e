import { useId } from 'react';
import { Field, inputClasses } from '../ui';
import { type SelectOption, SelectOptions, TextField } from './controls';

/*
 * The fields of a list's search form that is read when sent (the directory, the admin's directory): the search text
 * and choices whose chosen value comes from the address. Written once so every such form looks and behaves the same.
 */

/** The search text (sent as `q`), up to 100 characters. */
export function SearchText(props: { label: string; hint?: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const { onChange, ...shown } = props;
  return <TextField {...shown} id={id} name="q" type="search" maxLength={100} onValueChange={onChange} />;
}

/** A choice sent as `name`, showing `value` (the address's) and starting again when it changes; '' is `anyLabel`. */
export function FilterSelect({
  label,
  hint,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  hint?: string;
  name: string;
  value: string;
  anyLabel: string;
  options: readonly SelectOption[];
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select {...control} key={`${name}-${value}`} name={name} defaultValue={value} className={inputClasses}>
          <SelectOptions empty={anyLabel} options={options} />
        </select>
      )}
    </Field>
  );
}
