import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Field, inputClasses } from '../ui';
import { cn } from '../ui/cn';
import type { BaseFieldProps } from './controls';
import type { BoundField } from './formErrors';

/*
 * The secret inputs of the form kit: a password with Show / Hide, and an emailed code. Sign-in, sign-up and
 * settings all ask for them, so they live here with their words in the core catalogue, apart from controls.tsx so
 * a form without a secret does not load them.
 */

/**
 * What we keep of a typed or pasted security code (GOV.UK pattern): spaces and dashes go,
 * so "123 456" and "123-456" become "123456". Other characters stay, so a mistake is shown, not hidden.
 */
export function sanitiseOtp(value: string): string {
  return value.replace(/[\s\u00a0\-\u2010-\u2015]/g, '');
}

/** A password input with a labelled Show / Hide button (GOV.UK password input pattern). */
export function PasswordField({
  value,
  onValueChange,
  autoComplete,
  ...field
}: BaseFieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [toggled, setToggled] = useState(false);
  return (
    <Field {...field}>
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
  value,
  onValueChange,
  ...field
}: BaseFieldProps & { value: string; onValueChange: (value: string) => void }) {
  return (
    <Field {...field} required>
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

/**
 * A new password, with its rules as the hint, and its confirmation: the forms that set one (reset, a first password,
 * Settings) give each field its binding and their own words.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
}: {
  password: BoundField<string>;
  confirm: BoundField<string>;
  labels: { password: string; hint: string; confirm: string };
}) {
  return (
    <>
      <PasswordField {...password} label={labels.password} hint={labels.hint} autoComplete="new-password" required />
      <PasswordField {...confirm} label={labels.confirm} autoComplete="new-password" required />
    </>
  );
}
