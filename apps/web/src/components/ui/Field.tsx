import { type ReactNode, useId } from 'react';
import { useMessageText } from '../../lib/language';
import { cn } from './cn';

/** Props to spread on the field's control so it is labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /**
   * The error for this field; shown under it and read with it. A text that is a shared message (a schema's or
   * the server's English) shows in the chosen language.
   */
  error?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Classes for text inputs, selects and text areas inside a Field. */
export const inputClasses =
  'block min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-base text-ink placeholder:text-gray-500 aria-[invalid=true]:border-danger';

/** One field: label, optional hint, optional error, all tied to the control by id and aria-describedby. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className="font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * The one way a field's error is shown: under the field, tied to it by `id` (its aria-describedby), a shared code
 * worded in the chosen language; nothing when there is none.
 */
export function FieldError({ id, error, className }: { id?: string; error: ReactNode; className?: string }) {
  const messageText = useMessageText();
  if (!error) return null;
  return (
    <p id={id} className={cn('text-sm font-medium text-danger', className)}>
      {typeof error === 'string' ? messageText(error) : error}
    </p>
  );
}
