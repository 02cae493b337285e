import type { ResendOtpRequest } from '@creative-ng/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Page } from '../../../components/Page';
import { errorCode, failureMessage, serverFieldErrors } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { EMAIL_INPUT, FormAlert, LINK, SubmitButton, TextField } from '../components/controls';
import { useAccountsT } from '../i18n';
import { loadAccountSchemas } from '../lib/accountSchemasLoader';
import { resendOtp } from '../lib/accountsApi';

/** The shared schema of 'send a code', loaded with the first check (or the first tap). */
const loadSchema = async () => (await loadAccountSchemas()).resendOtpRequestSchema;

/**
 * /partnersetpassword: 'Partner set Password', on the form kit. The organisation's email gets a code,
 * then /setpartnerpassword takes the code and the new password.
 */
export default function PartnerSetPasswordPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const kit = useSchemaForm<ResendOtpRequest, undefined, ResendOtpRequest>({
    defaultValues: { email: search.get('email') ?? '' },
    schema: loadSchema,
    unreachable: () => t('apiErrors.NETWORK'),
    idOf: () => 'partner-otp-email',
    order: ['email'],
  });
  const send = useMutation({ mutationFn: (email: string) => resendOtp('partner', email) });

  const onSubmit = kit.submit(({ email }) => {
    if (send.isPending) return;
    send.mutate(email, {
      onSuccess: () => {
        toast.success(t('accounts.partnerSetPassword.sent'));
        navigate(`/setpartnerpassword?email=${encodeURIComponent(email)}`, {
          state: { email, codeSentAt: Date.now() },
        });
      },
      // The server's words only for a rate limit; any other failure is said the same way.
      onError: (error) => {
        const fallback = t('accounts.errors.sendOtpFailed');
        const message = errorCode(error) === 'RATE_LIMITED' ? failureMessage(error, fallback) : fallback;
        toast.error(message);
        const fields = serverFieldErrors(error);
        kit.fail(fields.email ? { email: fields.email } : { [FORM_ERROR]: message });
      },
    });
  });

  return (
    <Page title={t('page.partnerSetPassword.title')} subtitle={t('accounts.partnerSetPassword.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <TextField {...kit.field('email')} label={t('accounts.partner.email')} {...EMAIL_INPUT} required />
        <FormAlert message={kit.errors[FORM_ERROR]} />
        <SubmitButton busy={send.isPending}>
          {send.isPending ? t('accounts.partnerSetPassword.sending') : t('accounts.partnerSetPassword.send')}
        </SubmitButton>
      </form>
      <p className="text-center">
        <Link to="/login" state={{ loginType: 'partner' }} className={LINK}>
          {t('accounts.backToSignIn')}
        </Link>
      </p>
    </Page>
  );
}
