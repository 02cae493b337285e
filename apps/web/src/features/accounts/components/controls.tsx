import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type BaseFieldProps, CheckboxField, LINK } from '../../../components/form/controls';
import { Field, inputClasses } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { useAccountsT } from '../i18n';
import { sanitiseOtp } from '../lib/otp';

export {
  CheckboxField,
  EMAIL_INPUT,
  FormAlert,
  FormCard,
  INLINE_LINK,
  LINK,
  PHONE_INPUT,
  SelectField,
  type SelectOption,
  SubmitButton,
  TextAreaField,
  TextField,
  URL_INPUT,
} from '../../../components/form/controls';

/** A password input with a labelled Show / Hide button (GOV.UK password input pattern). */
export function PasswordField({
  id,
  label,
  hint,
  error,
  required,
  className,
  value,
  onValueChange,
  autoComplete,
}: BaseFieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}) {
  const t = useAccountsT();
  const [shown, setShown] = useState(false);
  const [toggled, setToggled] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <div className="flex items-stretch gap-2">
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cn(inputClasses, 'min-w-0 flex-1')}
          />
          <button
            type="button"
            aria-controls={control.id}
            aria-label={shown ? t('accounts.hidePassword') : t('accounts.showPassword')}
            onClick={() => {
              setShown((value) => !value);
              setToggled(true);
            }}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg border border-gray-500 bg-white px-3 font-semibold text-ink hover:bg-canvas"
          >
            {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            <span>{shown ? t('accounts.hide') : t('accounts.show')}</span>
          </button>
          <span className="sr-only" aria-live="polite">
            {toggled ? (shown ? t('accounts.passwordShown') : t('accounts.passwordHidden')) : ''}
          </span>
        </div>
      )}
    </Field>
  );
}

/**
 * The emailed code (GOV.UK security code pattern): one text input, numeric keyboard,
 * `autocomplete="one-time-code"`, pasting allowed, spaces and dashes dropped.
 */
export function OtpField({
  id,
  label,
  hint,
  error,
  className,
  value,
  onValueChange,
}: BaseFieldProps & { value: string; onValueChange: (value: string) => void }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required className={className}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onValueChange(sanitiseOtp(event.target.value))}
          className={cn(inputClasses, 'max-w-48 text-lg tracking-[0.3em]')}
        />
      )}
    </Field>
  );
}

/** 'I agree to the Terms of Use', with a link that opens the terms in a new tab (the form keeps its data). */
export function TermsCheckbox({
  id,
  checked,
  onCheckedChange,
  error,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}) {
  const t = useAccountsT();
  return (
    <CheckboxField
      id={id}
      label={t('accounts.terms.agree')}
      checked={checked}
      onCheckedChange={onCheckedChange}
      error={error}
    >
      <Link to="/terms-of-use" target="_blank" rel="noopener" className={LINK}>
        {t('accounts.terms.read')}
        <span className="sr-only"> {t('common.opensInNewTab')}</span>
      </Link>
    </CheckboxField>
  );
}

/** The step label of a multi-step form ('Step 1 of 4: Business Registration'), focused on each step change. */
export function StepHeading({ id, step, total, name }: { id: string; step: number; total: number; name: string }) {
  const t = useAccountsT();
  return (
    <div className="flex flex-col gap-2">
      <h2 id={id} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {t('accounts.steps.progress', { step, total, name })}
      </h2>
      <div aria-hidden="true" className="flex gap-1">
        {Array.from({ length: total }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of progress segments.
            key={index}
            className={cn('h-1.5 flex-1 rounded-full', index < step ? 'bg-primary' : 'bg-gray-200')}
          />
        ))}
      </div>
    </div>
  );
}
