import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui';
import { useAccountsT } from '../i18n';
import { SubmitButton } from './controls';

/** Previous (from step 2 on) and Next, or Submit on the last step of a multi-step sign-up. */
export function StepButtons({
  step,
  last,
  busy,
  onPrevious,
}: {
  step: number;
  last: number;
  busy: boolean;
  onPrevious: () => void;
}) {
  const t = useAccountsT();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {step > 1 ? (
        <Button variant="secondary" onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t('accounts.steps.previous')}
        </Button>
      ) : (
        <span />
      )}
      {step === last ? (
        <SubmitButton busy={busy} className="sm:w-auto">
          {busy ? t('accounts.steps.submitting') : t('accounts.steps.submit')}
        </SubmitButton>
      ) : (
        <Button type="submit">
          {t('accounts.steps.next')}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      )}
    </div>
  );
}
