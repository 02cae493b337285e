import { LOGIN_TYPES, type LoginType } from '@creative-ng/shared/reference/options';
import { cn } from '../../../components/ui/cn';
import { FieldError } from '../../../components/ui/Field';
import { type AccountsKey, useAccountsT } from '../i18n';
import { loginTypeLabelKey, loginTypePluralKey } from '../lib/loginType';

interface LoginTypeChoiceProps {
  name: string;
  value: LoginType | null;
  onChange: (type: LoginType) => void;
  /** 'plural' reads Creatives / Business / Partner (the login page). */
  labels?: 'singular' | 'plural';
  legend?: AccountsKey;
  /** Shows the legend; otherwise it is for screen readers only. */
  showLegend?: boolean;
  error?: string;
  errorId?: string;
  /** Marks a visible legend as required (the red asterisk of the other fields). */
  required?: boolean;
  /** Gives each radio button the id `{idPrefix}-{type}` (to move focus to the first one). */
  idPrefix?: string;
}

/**
 * Creative / Business / Partner as a segmented control. Native radio buttons, so arrow keys move between
 * them and screen readers say "1 of 3".
 */
export function LoginTypeChoice({
  name,
  value,
  onChange,
  labels = 'singular',
  legend = 'accounts.typeLegend',
  showLegend = false,
  error,
  errorId,
  idPrefix,
  required = false,
}: LoginTypeChoiceProps) {
  const t = useAccountsT();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className={showLegend ? 'mb-1 font-semibold text-ink' : 'sr-only'}>
        {t(legend)}
        {required && showLegend ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div
        className={cn(
          'grid grid-cols-3 gap-1 rounded-xl border bg-canvas p-1',
          error ? 'border-danger' : 'border-line',
        )}
      >
        {LOGIN_TYPES.map((type) => (
          <label
            key={type}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center font-semibold text-ink has-checked:bg-primary has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
          >
            <input
              id={idPrefix ? `${idPrefix}-${type}` : undefined}
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {t(labels === 'plural' ? loginTypePluralKey(type) : loginTypeLabelKey(type))}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
