import type { PartnerRegisterRequest } from '@creative-ng/shared/accounts/schemas';
import { REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { Link, useNavigate } from 'react-router';
import { FORM_ERROR } from '../../../components/form/formErrors';
import { Page } from '../../../components/Page';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { FormAlert, FormCard, LINK, StepHeading } from '../components/controls';
import { PartnerStepFields } from '../components/PartnerSignUpFields';
import { StepButtons } from '../components/StepButtons';
import { type AccountsKey, useAccountsT } from '../i18n';
import { registerPartner } from '../lib/accountsApi';
import { useSendOnce, useTimers } from '../lib/hooks';
import { useSignUpSteps } from '../lib/signUpSteps';
import { PARTNER_SIGN_UP_EMPTY, type PartnerSignUpValues, partnerSignUpInput } from '../lib/signUpValues';
import { PARTNER_STEP_FIELDS } from '../lib/steps';

type Step = 1 | 2 | 3;

const STEP_NAMES: Record<Step, AccountsKey> = {
  1: 'accounts.partner.step1',
  2: 'accounts.partner.step2',
  3: 'accounts.partner.step3',
};

const id = (field: string) => `partner-${field}`;
const HEADING_ID = 'partner-step-heading';

/**
 * /partner: 1 Company Info, 2 Contact Person, 3 Partnership Details, each checked with the
 * shared schema before moving on. Success: 'Check your email to continue.' (decision 0021), then /partnerwelcome
 * after 3 s.
 */
export default function PartnerSignUpPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const later = useTimers();
  const register = useSendOnce(registerPartner);
  const form = useSignUpSteps<PartnerSignUpValues, PartnerRegisterRequest>({
    steps: PARTNER_STEP_FIELDS,
    stepSchemas: (schemas) => [schemas.partnerStep1Schema, schemas.partnerStep2Schema, schemas.partnerStep3Schema],
    input: partnerSignUpInput,
    defaultValues: PARTNER_SIGN_UP_EMPTY,
    idOf: id,
    headingId: HEADING_ID,
    unreachable: () => t('apiErrors.NETWORK'),
    send: (data) => {
      register.send(data, {
        onSuccess: () => {
          toast.success(t('account.checkYourEmail'));
          const email = data.email;
          later(
            () => navigate(`/partnerwelcome?email=${encodeURIComponent(email)}`, { state: { email } }),
            REDIRECT_DELAYS.afterPartnerSignUp,
          );
        },
        onError: (error) => {
          const message = failureMessage(error, t('accounts.errors.generic'));
          toast.error(message);
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) return form.showErrors(fields);
          form.setFormError(message);
        },
      });
    },
  });

  return (
    <FormCard wide>
      <Page title={t('page.partner.title')} subtitle={t('accounts.partner.intro')}>
        <StepHeading id={HEADING_ID} step={form.step} total={3} name={t(STEP_NAMES[form.step as Step])} />
        <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5">
          <p className="text-sm text-muted">{t('accounts.requiredNote')}</p>
          <PartnerStepFields form={form} />
          <FormAlert message={form.errors[FORM_ERROR]} />
          <StepButtons step={form.step} last={3} busy={register.busy} onPrevious={() => form.goTo(form.step - 1)} />
        </form>
        <p className="text-center">
          {t('accounts.alreadyHaveAccount')}{' '}
          <Link to="/login" state={{ loginType: 'partner' }} className={LINK}>
            {t('accounts.signInLink')}
          </Link>
        </p>
      </Page>
    </FormCard>
  );
}
