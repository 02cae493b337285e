import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { changeEmailRequestSchema, confirmEmailChangeRequestSchema } from '@creative-ng/shared/settings/schemas';
import { type FormEvent, useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import { messageText } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { OtpField, PasswordField } from '../../accounts/components/controls';
import { type FieldErrors, FORM_ERROR, firstErrorField, validate, withoutError } from '../../accounts/lib/forms';
import { useSettingsT } from '../i18n';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { confirmEmailChange, startEmailChange } from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

const id = (field: string) => `settings-email-${field}`;

/** Change email in two steps: new address + password, then the code sent to that address. */
export function EmailSection() {
  const t = useSettingsT();
  const session = useSession();
  const focus = useFocusById();
  const [step, setStep] = useState<'start' | 'confirm'>('start');
  const [values, setValues] = useState({ new_email: '', password: '', otp: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const tr = (text: string) => messageText(text);

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  function show(next: FieldErrors, order: readonly string[]) {
    const translated: FieldErrors = {};
    for (const [field, message] of Object.entries(next)) if (message) translated[field] = tr(message);
    setErrors(translated);
    const first = firstErrorField(translated, order);
    focus(first && first !== FORM_ERROR ? id(first) : id('alert'));
  }

  async function run(order: readonly string[], work: () => Promise<{ message: string }>, fallback: string) {
    setBusy(true);
    setErrors({});
    try {
      const response = await work();
      toast.success(tr(response.message), { duration: TOAST_DURATIONS.libraryDefault });
      return true;
    } catch (error) {
      const fields = serverFieldErrors(error, tr);
      if (Object.keys(fields).length > 0) show(fields, order);
      else show({ [FORM_ERROR]: failureMessage(error, fallback, tr) }, order);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submitStart(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const order = ['new_email', 'password'] as const;
    const checked = validate(changeEmailRequestSchema, { new_email: values.new_email, password: values.password });
    if (!checked.ok) return show(checked.errors, order);
    const ok = await run(order, () => startEmailChange(values.new_email, values.password), t('settings.email.failed'));
    if (ok) {
      setStep('confirm');
      setValues((current) => ({ ...current, password: '' }));
      focus(id('otp'));
    }
  }

  async function submitConfirm(event: FormEvent) {
    event.preventDefault();
    if (busy || !session.userType) return;
    const order = ['otp'] as const;
    const checked = validate(confirmEmailChangeRequestSchema, { otp: values.otp });
    if (!checked.ok) return show(checked.errors, order);
    const userType = session.userType;
    const ok = await run(
      order,
      () => confirmEmailChange(values.otp, { userType, loginType: session.loginType }),
      t('settings.email.failed'),
    );
    if (ok) {
      setStep('start');
      setValues({ new_email: '', password: '', otp: '' });
    }
  }

  return (
    <SettingsSection id="email" title={t('settings.email.heading')} intro={t('settings.email.intro')}>
      {step === 'start' ? (
        <form noValidate onSubmit={(event) => void submitStart(event)} className="flex max-w-md flex-col gap-5">
          <TextField
            id={id('new_email')}
            label={t('settings.email.newEmail')}
            type="email"
            autoComplete="email"
            required
            value={values.new_email}
            onValueChange={change('new_email')}
            error={errors.new_email}
          />
          <PasswordField
            id={id('password')}
            label={t('settings.email.password')}
            autoComplete="current-password"
            required
            value={values.password}
            onValueChange={change('password')}
            error={errors.password}
          />
          <div id={id('alert')} tabIndex={-1} className="outline-none">
            <FormAlert message={errors[FORM_ERROR]} />
          </div>
          <SubmitButton busy={busy} className="sm:w-auto sm:self-start">
            {busy ? t('settings.email.busy') : t('settings.email.send')}
          </SubmitButton>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void submitConfirm(event)} className="flex max-w-md flex-col gap-5">
          <p>{t('settings.email.sentTo', { email: values.new_email })}</p>
          <OtpField
            id={id('otp')}
            label={t('settings.email.code')}
            value={values.otp}
            onValueChange={change('otp')}
            error={errors.otp}
          />
          <div id={id('alert')} tabIndex={-1} className="outline-none">
            <FormAlert message={errors[FORM_ERROR]} />
          </div>
          <SubmitButton busy={busy} className="sm:w-auto sm:self-start">
            {busy ? t('settings.email.busy') : t('settings.email.confirm')}
          </SubmitButton>
        </form>
      )}
    </SettingsSection>
  );
}
