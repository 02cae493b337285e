import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import type { ChangeEmailRequest, ConfirmEmailChangeRequest } from '@creative-ng/shared/settings/schemas';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import { OtpField, PasswordField } from '../../../components/form/SecretFields';
import { FORM_ERROR, type SchemaForm, useSchemaForm } from '../../../components/form/schemaForm';
import { messageText } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSettingsT } from '../i18n';
import { confirmEmailChange, startEmailChange } from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

const id = (field: string) => `settings-email-${field}`;
const ALERT_ID = id('alert');

/** The shared email-change schemas, loaded with the first check. */
const loadSchemas = () => import('@creative-ng/shared/settings/schemas');

const saved = (response: { message: string }) =>
  toast.success(messageText(response.message), { duration: TOAST_DURATIONS.libraryDefault });

/** A step's form on the kit: its schema as resolver, focus on the first field in error, else on the alert. */
function useStepForm<Values extends Record<string, string>>(
  load: () => Promise<unknown>,
  defaultValues: Values,
  order: readonly string[],
): SchemaForm<Values, undefined, unknown> {
  const t = useSettingsT();
  return useSchemaForm<Values, undefined, unknown>({
    defaultValues: defaultValues as never,
    schema: load as never,
    unreachable: () => t('settings.email.failed'),
    idOf: id,
    order,
    alertId: ALERT_ID,
  });
}

/** The form's alert and its button. */
function StepFooter({ message, busy, label }: { message: string | undefined; busy: boolean; label: string }) {
  const t = useSettingsT();
  return (
    <>
      <div id={ALERT_ID} tabIndex={-1} className="outline-none">
        <FormAlert message={message} />
      </div>
      <SubmitButton busy={busy} className="sm:w-auto sm:self-start">
        {busy ? t('settings.email.busy') : label}
      </SubmitButton>
    </>
  );
}

/** Step 1: the new address and the password; the code goes to the new address. */
function StartForm({ onSent }: { onSent: (email: string) => void }) {
  const t = useSettingsT();
  const kit = useStepForm(async () => (await loadSchemas()).changeEmailRequestSchema, { new_email: '', password: '' }, [
    'new_email',
    'password',
  ]);
  const start = useMutation({
    mutationFn: (body: ChangeEmailRequest) => startEmailChange(body.new_email, body.password),
  });
  const onSubmit = kit.submit(() => {
    if (start.isPending) return;
    const body = kit.form.getValues();
    start.mutate(body, {
      onSuccess: (response) => {
        saved(response);
        onSent(body.new_email);
      },
      onError: (error) => void kit.refuse(error, t('settings.email.failed'), 'else'),
    });
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-5">
      <TextField
        {...kit.field('new_email')}
        label={t('settings.email.newEmail')}
        type="email"
        autoComplete="email"
        required
      />
      <PasswordField
        {...kit.field('password')}
        label={t('settings.email.password')}
        autoComplete="current-password"
        required
      />
      <StepFooter message={kit.errors[FORM_ERROR]} busy={start.isPending} label={t('settings.email.send')} />
    </form>
  );
}

/** Step 2: the code sent to the new address; the new token replaces the revoked one. */
function ConfirmForm({ email, onDone }: { email: string; onDone: () => void }) {
  const t = useSettingsT();
  const session = useSession();
  const focus = useFocusById();
  const kit = useStepForm(async () => (await loadSchemas()).confirmEmailChangeRequestSchema, { otp: '' }, ['otp']);
  const confirm = useMutation({
    mutationFn: ({ body, as }: { body: ConfirmEmailChangeRequest; as: Parameters<typeof confirmEmailChange>[1] }) =>
      confirmEmailChange(body.otp, as),
  });
  // The code's field takes the focus when this step appears.
  useEffect(() => focus(id('otp')), [focus]);
  const onSubmit = kit.submit(() => {
    if (confirm.isPending || !session.userType) return;
    const as = { userType: session.userType, loginType: session.loginType };
    confirm.mutate(
      { body: kit.form.getValues(), as },
      {
        onSuccess: (response) => {
          saved(response);
          onDone();
        },
        onError: (error) => void kit.refuse(error, t('settings.email.failed'), 'else'),
      },
    );
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-5">
      <p>{t('settings.email.sentTo', { email })}</p>
      <OtpField {...kit.field('otp')} label={t('settings.email.code')} />
      <StepFooter message={kit.errors[FORM_ERROR]} busy={confirm.isPending} label={t('settings.email.confirm')} />
    </form>
  );
}

/** Change email in two steps on the form kit: new address + password, then the code sent to that address. */
export function EmailSection() {
  const t = useSettingsT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <SettingsSection id="email" title={t('settings.email.heading')} intro={t('settings.email.intro')}>
      {sentTo === null ? (
        <StartForm onSent={setSentTo} />
      ) : (
        <ConfirmForm email={sentTo} onDone={() => setSentTo(null)} />
      )}
    </SettingsSection>
  );
}
