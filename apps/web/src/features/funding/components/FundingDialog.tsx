import { type RefObject, useId, useState } from 'react';
import { SelectField } from '../../../components/form/controls';
import { Button } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../lib/i18n';

type Answer = '' | 'yes' | 'no';

interface FundingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The external registration site (the 'No' path) and the embedded application form (the 'Yes' path). */
  registrationUrl: string;
  formUrl: string;
  /** Where focus goes when the modal closes (it opens by itself, not from a button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The Funding modal: 'Have you completed your initial registration on {host}?'.
 * 'No' opens the registration site in a new tab and closes; 'Yes' shows the external form, with
 * 'Please wait...' until it has loaded. Closing resets the modal.
 */
export function FundingDialog({ open, onOpenChange, registrationUrl, formUrl, returnFocusRef }: FundingDialogProps) {
  const t = useT();
  const id = useId();
  const [answer, setAnswer] = useState<Answer>('');
  const [error, setError] = useState<string | undefined>();
  const [showForm, setShowForm] = useState(false);
  const [formLoaded, setFormLoaded] = useState(false);
  const host = new URL(registrationUrl).host;

  function change(next: boolean) {
    if (!next) {
      setAnswer('');
      setError(undefined);
      setShowForm(false);
      setFormLoaded(false);
    }
    onOpenChange(next);
  }

  function proceed() {
    if (answer === '') {
      setError(t('funding.chooseAnswer'));
      return;
    }
    if (answer === 'no') {
      window.open(registrationUrl, '_blank', 'noopener,noreferrer');
      change(false);
      return;
    }
    setShowForm(true);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('funding.dialogTitle')}
      returnFocusRef={returnFocusRef}
      className="max-w-2xl"
    >
      {showForm ? (
        <div className="flex flex-col gap-3">
          {formLoaded ? null : (
            <p role="status" className="flex items-center gap-2">
              <Spinner />
              {t('funding.pleaseWait')}
            </p>
          )}
          <iframe
            src={formUrl}
            title={t('funding.formTitle')}
            onLoad={() => setFormLoaded(true)}
            className="h-[70dvh] w-full rounded-lg border border-line"
            referrerPolicy="no-referrer"
          />
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            proceed();
          }}
        >
          <SelectField
            id={`${id}-answer`}
            label={t('funding.question', { host })}
            placeholder={t('funding.select')}
            options={[
              { value: 'yes', label: t('funding.yes') },
              { value: 'no', label: t('funding.no') },
            ]}
            value={answer}
            onValueChange={(value) => {
              setAnswer(value as Answer);
              setError(undefined);
            }}
            error={error}
            required
          />
          <Button type="submit" className="w-full sm:w-fit">
            {t('funding.proceed')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
