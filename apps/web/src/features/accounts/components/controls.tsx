import { Link } from 'react-router';
import { CheckboxField, LINK } from '../../../components/form/controls';
import { cn } from '../../../components/ui/cn';
import { useAccountsT } from '../i18n';

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
