import type { ComponentProps, ReactNode } from 'react';
import { useMessageText } from '../../lib/language';
import { Button, Field, FieldError, inputClasses } from '../ui';
import { cn } from '../ui/cn';

/*
 * Form controls shared by every feature (moved from features/accounts so other features can use them without
 * loading the accounts catalogue). Each is labelled, shows its hint and error, and ties both to the control.
 */

/** A link that stands on its own line: at least 44 px tall. */
export const LINK =
  'inline-flex min-h-11 items-center font-semibold text-primary-dark underline underline-offset-2 hover:text-primary-darker';

/** A link inside a sentence. */
export const INLINE_LINK = 'font-semibold text-primary-dark underline underline-offset-2 hover:text-primary-darker';

/** What an email address input takes (a TextField's props): the email keyboard, no capitals, no spell check. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false } as const;

/** What a web address input takes: the URL keyboard, no capitals, no spell check. */
export const URL_INPUT = {
  type: 'url',
  inputMode: 'url',
  autoComplete: 'url',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** What a phone number input takes: the phone keyboard and the device's own number. */
export const PHONE_INPUT = { type: 'tel', autoComplete: 'tel' } as const;

export interface BaseFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'required'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled text input (email, tel, text) with its hint and error. */
export function TextField({
  id,
  label,
  hint,
  error,
  required,
  className,
  value,
  onValueChange,
  ...input
}: BaseFieldProps & InputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <input
          {...control}
          {...input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClasses}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's choices after a first, empty one ("Choose …", "Any state"). */
export function SelectOptions({ empty, options }: { empty: string; options: readonly SelectOption[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** A labelled native select with a first, empty "Choose ..." option. */
export function SelectField({
  value,
  onValueChange,
  placeholder,
  options,
  disabled,
  autoComplete,
  ...field
}: BaseFieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          autoComplete={autoComplete}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(inputClasses, 'disabled:bg-canvas disabled:text-muted')}
        >
          <SelectOptions empty={placeholder} options={options} />
        </select>
      )}
    </Field>
  );
}

/** A labelled text area. */
export function TextAreaField({
  value,
  onValueChange,
  rows = 4,
  maxLength,
  ...field
}: BaseFieldProps & { value: string; onValueChange: (value: string) => void; rows?: number; maxLength?: number }) {
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClasses}
        />
      )}
    </Field>
  );
}

/** One checkbox with its label, an optional hint or extra content, and its error. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  checked,
  onCheckedChange,
  children,
  className,
}: Omit<BaseFieldProps, 'required'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          className="mt-2.5 size-6 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="flex min-h-11 items-center py-2 font-semibold text-ink">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-9 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children ? <div className="pl-9">{children}</div> : null}
      <FieldError id={errorId} error={error} className="pl-9" />
    </div>
  );
}

/**
 * A message about the whole form (a failed call). The alert region is always in the page so screen readers
 * announce the text when it arrives. A shared message (a schema's or the server's English) shows in the chosen
 * language.
 */
export function FormAlert({ message, children, id }: { message?: string | null; children?: ReactNode; id?: string }) {
  const messageText = useMessageText();
  return (
    <div role="alert" id={id}>
      {message ? (
        <div className="flex flex-col gap-2 rounded-lg border border-danger bg-danger-soft p-3 text-ink">
          <p className="font-medium">{messageText(message)}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** The card that holds a form on a standalone page (the auth layout has its own card). */
export function FormCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex flex-1 justify-center bg-canvas px-4 py-6 sm:py-10">
      <div
        className={cn(
          'h-fit w-full rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8',
          wide ? 'max-w-xl' : 'max-w-md',
        )}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The form's submit button. While busy it says so and ignores presses, but stays focusable
 * (a disabled button would drop keyboard focus). `disabled` is for the spec's "disabled until terms agreed".
 */
export function SubmitButton({
  busy = false,
  disabled = false,
  children,
  className,
}: {
  busy?: boolean;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      disabled={disabled}
      aria-disabled={busy || undefined}
      className={cn('w-full aria-disabled:cursor-wait aria-disabled:opacity-70', className)}
    >
      {children}
    </Button>
  );
}
