import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import type { ChangePasswordRequest } from '@creative-ng/shared/settings/schemas';
import { useMutation } from '@tanstack/react-query';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { NewPasswordFields, PasswordField } from '../../../components/form/SecretFields';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { messageText } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSettingsT } from '../i18n';
import { changePassword } from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

const ORDER = ['current_password', 'new_password', 'confirm_password'] as const;
const id = (field: string) => `settings-${field}`;
const ALERT_ID = `${id('form')}-alert`;
const EMPTY = { current_password: '', new_password: '', confirm_password: '' } satisfies ChangePasswordRequest;
type Values = typeof EMPTY;

/** The shared change-password schema, loaded with the first check. */
const loadSchema = async () => (await import('@creative-ng/shared/settings/schemas')).changePasswordRequestSchema;

/** Change password on the form kit: current, new and confirmation; the new token replaces the revoked one. */
export function PasswordSection() {
  const t = useSettingsT();
  const session = useSession();
  const kit = useSchemaForm<Values, undefined, unknown>({
    defaultValues: EMPTY,
    schema: loadSchema,
    unreachable: () => t('settings.password.failed'),
    idOf: id,
    order: ORDER,
    alertId: ALERT_ID,
  });
  const save = useMutation({
    mutationFn: ({ body, as }: { body: ChangePasswordRequest; as: Parameters<typeof changePassword>[1] }) =>
      changePassword(body, as),
  });

  // What is sent is what was typed (a password is never trimmed); the schema has checked it.
  const onSubmit = kit.submit(() => {
    if (save.isPending || !session.userType) return;
    const as = { userType: session.userType, loginType: session.loginType };
    save.mutate(
      { body: kit.form.getValues(), as },
      {
        onSuccess: (response) => {
          kit.form.reset(EMPTY);
          toast.success(messageText(response.message) || t('settings.passwordChanged'), {
            duration: TOAST_DURATIONS.libraryDefault,
          });
        },
        onError: (error) => kit.refuseAtFields(error, t('settings.password.failed'), (message) => toast.error(message)),
      },
    );
  });

  return (
    <SettingsSection id="password" title={t('settings.password.heading')} intro={t('settings.password.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-5">
        <PasswordField
          {...kit.field('current_password')}
          label={t('settings.password.current')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          password={kit.field('new_password')}
          confirm={kit.field('confirm_password')}
          labels={{
            password: t('settings.password.new'),
            hint: t('settings.password.newHint'),
            confirm: t('settings.password.confirm'),
          }}
        />
        <div id={ALERT_ID} tabIndex={-1} className="outline-none">
          <FormAlert message={kit.errors[FORM_ERROR]} />
        </div>
        <SubmitButton busy={save.isPending} className="sm:w-auto sm:self-start">
          {save.isPending ? t('settings.password.busy') : t('settings.password.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
