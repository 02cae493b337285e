import { businessVerificationRequestSchema } from '@creative-ng/shared/profiles/business';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import { issueText, messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useBusinessT } from '../i18n';
import { type BusinessProfile, saveCacNumber, setCachedBusinessProfile } from '../lib/businessApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';

const INPUT_ID = 'business-cac-number';
const ALERT_ID = 'business-cac-alert';

/** The CAC number with its own small form (POST prop/business/verification). */
export function CacForm({ profile }: { profile: BusinessProfile }) {
  const t = useBusinessT();
  const client = useQueryClient();
  const focus = useFocusById();
  const [value, setValue] = useState(profile.cac_number ?? '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tr = (text: string) => messageText(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = businessVerificationRequestSchema.safeParse({ id: value, verification_type: 'CAC' });
    if (!checked.success) {
      setError(tr(issueText(checked.error.issues[0])));
      focus(INPUT_ID);
      return;
    }
    setBusy(true);
    setError(null);
    setFormError(null);
    try {
      const response = await saveCacNumber(checked.data.id);
      setCachedBusinessProfile(client, response.data);
      setValue(response.data.cac_number ?? checked.data.id);
      toast.success(tr(response.message), { duration: TOAST_DURATIONS.profileUpdate });
    } catch (cause) {
      const fields = serverFieldErrors(cause, tr);
      const fieldMessage = fields.id ?? fields.cac_number;
      if (fieldMessage) {
        setError(fieldMessage);
        focus(INPUT_ID);
        return;
      }
      const message = failureMessage(cause, t('business.cac.failed'), tr);
      setFormError(message);
      toast.error(message);
      focus(ALERT_ID);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="business-cac-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm"
    >
      <h2 id="business-cac-heading" className="text-lg font-bold text-ink">
        {t('business.cac.heading')}
      </h2>
      <p className="text-muted">
        {profile.cac_number ? t('business.cac.current', { number: profile.cac_number }) : t('business.cac.none')}
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          id={INPUT_ID}
          label={t('business.cac.label')}
          hint={t('business.cac.hint')}
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setError(null);
            setFormError(null);
          }}
          error={error ?? undefined}
          className="flex-1"
        />
        <SubmitButton busy={busy} className="sm:w-auto">
          {busy ? t('business.cac.busy') : t('business.cac.save')}
        </SubmitButton>
      </form>
      <div id={ALERT_ID} tabIndex={-1} className="outline-none">
        <FormAlert message={formError} />
      </div>
    </section>
  );
}
