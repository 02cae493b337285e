import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

/** One titled part of the settings page (h2), as a card; `danger` gives the red "danger zone" frame. */
export function SettingsSection({
  id,
  title,
  intro,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-white p-4 shadow-sm sm:p-6',
        danger ? 'border-danger' : 'border-line',
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className={cn('text-xl font-bold', danger ? 'text-danger' : 'text-ink')}>
          {title}
        </h2>
        {intro ? <p className="max-w-prose text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * A settings choice as a group of radio cards (`name`), each with its label and hint; the chosen card is marked.
 * `note` stands under the legend.
 */
export function ChoiceCards<Value extends string>({
  name,
  legend,
  note,
  options,
  value,
  onChoose,
}: {
  name: string;
  legend: string;
  note?: ReactNode;
  options: readonly { value: Value; label: string; hint: string }[];
  value: Value | null;
  onChoose: (value: Value) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-ink">{legend}</legend>
      {note}
      {options.map((option) => {
        const optionId = `settings-${name}-${option.value}`;
        const checked = value === option.value;
        return (
          <div
            key={option.value}
            className={cn(
              'flex items-start gap-3 rounded-lg border p-3',
              checked ? 'border-primary bg-primary-soft' : 'border-line',
            )}
          >
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChoose(option.value)}
              aria-describedby={`${optionId}-hint`}
              className="mt-2.5 size-6 shrink-0 accent-primary"
            />
            <div className="flex flex-col">
              <label htmlFor={optionId} className="flex min-h-11 items-center font-semibold text-ink">
                {option.label}
              </label>
              <p id={`${optionId}-hint`} className="text-sm text-muted">
                {option.hint}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
