import type { ResetInitRequest } from '@creative-ng/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Page } from '../../../components/Page';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { EMAIL_INPUT, FormAlert, LINK, SubmitButton, TextField } from '../components/controls';
import { LoginTypeChoice } from '../components/LoginTypeChoice';
import { useAccountsT } from '../i18n';
import { loadAccountSchemas } from '../lib/accountSchemasLoader';
import { resetInit } from '../lib/accountsApi';
import { type LoginType, parseLoginType } from '../lib/loginType';

type Values = { type: LoginType | ''; email: string };
const ORDER = ['type', 'email'];
// The type comes first on the screen; its first radio button takes the focus.
const id = (field: string) => (field === 'type' ? 'forgot-type-user' : `forgot-${field}`);

/** The shared reset schema, loaded with the first check (or the first tap). */
const loadSchema = async () => (await loadAccountSchemas()).resetInitRequestSchema;

/**
 * /forgot-password?loginType=: the email and the account type (Creative, Business or
 * Partner), on the form kit. Sends a code (reset_ini), then /resetPassword with the type and email.
 */
export default function ForgotPasswordPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const kit = useSchemaForm<Values, undefined, ResetInitRequest>({
    defaultValues: { type: parseLoginType(search.get('loginType')) ?? '', email: '' },
    schema: loadSchema,
    check: (values) => (values.type ? {} : { type: t('account.selectAccountType') }),
    unreachable: () => t('apiErrors.NETWORK'),
    idOf: id,
    order: ORDER,
  });
  const start = useMutation({
    mutationFn: ({ type, email }: { type: LoginType; email: string }) => resetInit(type, email),
  });
  const type = kit.values.type || null;

  const onSubmit = kit.submit(({ email }) => {
    const as = kit.form.getValues('type');
    if (start.isPending || !as) return;
    start.mutate(
      { type: as, email },
      {
        onSuccess: () => {
          toast.success(t('account.resetStarted'));
          navigate(`/resetPassword?type=${as}&email=${encodeURIComponent(email)}`, {
            state: { userType: as, email, codeSentAt: Date.now() },
          });
        },
        onError: (error) => {
          const message = failureMessage(error, t('accounts.errors.resetStart'));
          const fields = serverFieldErrors(error);
          toast.error(message);
          kit.fail(fields.email ? { email: fields.email } : { [FORM_ERROR]: message });
        },
      },
    );
  });

  return (
    <Page
      title={t('page.forgotPassword.title')}
      subtitle={type === 'partner' ? t('accounts.forgot.partnerIntro') : t('accounts.forgot.intro')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <LoginTypeChoice
          name="forgot-type"
          value={type}
          showLegend
          required
          legend="accounts.accountTypeLegend"
          onChange={(next) => kit.change('type', next)}
          error={kit.errors.type}
          errorId="forgot-type-error"
          idPrefix="forgot-type"
        />
        <TextField {...kit.field('email')} label={t('accounts.email')} {...EMAIL_INPUT} required />
        <FormAlert message={kit.errors[FORM_ERROR]} />
        <SubmitButton busy={start.isPending}>
          {start.isPending ? t('accounts.forgot.busy') : t('accounts.forgot.button')}
        </SubmitButton>
      </form>
      <p className="text-center">
        <Link to="/login" state={type ? { loginType: type } : undefined} className={LINK}>
          {t('accounts.backToSignIn')}
        </Link>
      </p>
    </Page>
  );
}
