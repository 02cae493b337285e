import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { changePasswordRequestSchema } from '@creative-ng/shared/settings/schemas';
import { type FormEvent, useState } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import { messageText } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { PasswordField } from '../../accounts/components/controls';
import { type FieldErrors, FORM_ERROR, firstErrorField, validate, withoutError } from '../../accounts/lib/forms';
import { useSettingsT } from '../i18n';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { changePassword } from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

const ORDER = ['current_password', 'new_password', 'confirm_password'] as const;
type PasswordFieldName = (typeof ORDER)[number];
const id = (field: string) => `settings-${field}`;
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** Change password: current, new and confirmation; the new token replaces the revoked one. */
export function PasswordSection() {
  const t = useSettingsT();
  const session = useSession();
  const focus = useFocusById();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const tr = (text: string) => messageText(text);

  const change = (field: PasswordFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  function show(next: FieldErrors) {
    const translated: FieldErrors = {};
    for (const [field, message] of Object.entries(next)) if (message) translated[field] = tr(message);
    setErrors(translated);
    const first = firstErrorField(translated, ORDER);
    focus(first && first !== FORM_ERROR ? id(first) : `${id('form')}-alert`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !session.userType) return;
    const checked = validate(changePasswordRequestSchema, values);
    if (!checked.ok) return show(checked.errors);
    setBusy(true);
    setErrors({});
    try {
      const response = await changePassword(values, { userType: session.userType, loginType: session.loginType });
      setValues(EMPTY);
      toast.success(tr(response.message) || t('settings.passwordChanged'), {
        duration: TOAST_DURATIONS.libraryDefault,
      });
    } catch (error) {
      const fields = serverFieldErrors(error, tr);
      if (Object.keys(fields).length > 0) return show(fields);
      const message = failureMessage(error, t('settings.password.failed'), tr);
      toast.error(message);
      show({ [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="password" title={t('settings.password.heading')} intro={t('settings.password.intro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-5">
        <PasswordField
          id={id('current_password')}
          label={t('settings.password.current')}
          autoComplete="current-password"
          required
          value={values.current_password}
          onValueChange={change('current_password')}
          error={errors.current_password}
        />
        <PasswordField
          id={id('new_password')}
          label={t('settings.password.new')}
          hint={t('settings.password.newHint')}
          autoComplete="new-password"
          required
          value={values.new_password}
          onValueChange={change('new_password')}
          error={errors.new_password}
        />
        <PasswordField
          id={id('confirm_password')}
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          required
          value={values.confirm_password}
          onValueChange={change('confirm_password')}
          error={errors.confirm_password}
        />
        <div id={`${id('form')}-alert`} tabIndex={-1} className="outline-none">
          <FormAlert message={errors[FORM_ERROR]} />
        </div>
        <SubmitButton busy={busy} className="sm:w-auto sm:self-start">
          {busy ? t('settings.password.busy') : t('settings.password.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
