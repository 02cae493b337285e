import type { BusinessRegisterRequest } from '@creative-ng/shared/accounts/schemas';
import { OTP_RESEND_INTERVAL_MS, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { FORM_ERROR } from '../../../components/form/formErrors';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/ui';
import { errorCode, failureMessage, serverFieldErrors } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { BusinessContactFields, BusinessNeedsFields } from '../components/BusinessLaterSteps';
import { BusinessRegistrationFields } from '../components/BusinessSignUpFields';
import { FormAlert, FormCard, LINK, StepHeading } from '../components/controls';
import { StepButtons } from '../components/StepButtons';
import { type AccountsKey, useAccountsT } from '../i18n';
import { registerBusiness, storeSignUpToken } from '../lib/accountsApi';
import { useSignUpSteps } from '../lib/signUpSteps';
import { BUSINESS_SIGN_UP_EMPTY, type BusinessSignUpValues, businessSignUpInput } from '../lib/signUpValues';
import { BUSINESS_STEP_FIELDS } from '../lib/steps';

const STEP_NAMES: Record<1 | 2 | 3 | 4, AccountsKey> = {
  1: 'accounts.business.step1',
  2: 'accounts.business.step2',
  3: 'accounts.business.step3',
  4: 'accounts.business.step4',
};

/* The code step comes after the registration call: it loads with that call, not with the page. */
const loadOtp = () => import('../components/OtpVerification');
const OtpVerification = lazy(async () => ({ default: (await loadOtp()).OtpVerification }));

const id = (field: string) => `business-${field}`;
const HEADING_ID = 'business-step-heading';

/**
 * /business: 1 Business Registration, 2 Contact Person, 3 Support Requirements,
 * 4 OTP Verification. Next checks steps 1 and 2 with the shared schemas; Submit at step 3 registers
 * and moves to the code; a verified business goes on to /bpassword.
 */
export default function BusinessSignUpPage() {
  const t = useAccountsT();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const register = useMutation({ mutationFn: registerBusiness });
  const form = useSignUpSteps<BusinessSignUpValues, BusinessRegisterRequest>({
    steps: BUSINESS_STEP_FIELDS,
    stepSchemas: (schemas) => [schemas.businessStep1Schema, schemas.businessStep2Schema, schemas.businessStep3Schema],
    input: businessSignUpInput,
    defaultValues: BUSINESS_SIGN_UP_EMPTY,
    idOf: id,
    headingId: HEADING_ID,
    unreachable: () => t('apiErrors.NETWORK'),
    send: (data) => {
      if (register.isPending) return;
      void loadOtp();
      register.mutate(data, {
        onSuccess: (response) => {
          storeSignUpToken(response.data?.token, 'business');
          toast.success(response.message, { duration: TOAST_DURATIONS.quickSuccess });
          setRegisteredEmail(data.email);
          form.goTo(4);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) return form.showErrors(fields);
          const message =
            errorCode(error) === 'RATE_LIMITED' || errorCode(error) === 'NETWORK'
              ? failureMessage(error, t('business.submitFailed'))
              : t('business.submitFailed');
          toast.error(message);
          form.setFormError(message);
        },
      });
    },
  });
  const { step } = form;

  return (
    <FormCard wide>
      <Page title={t('page.business.title')} subtitle={t('accounts.business.intro')}>
        <StepHeading id={HEADING_ID} step={step} total={4} name={t(STEP_NAMES[step as 1 | 2 | 3 | 4])} />
        {step === 4 ? (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <OtpVerification
              type="business"
              email={registeredEmail}
              idPrefix="business-otp"
              resendWaitMs={OTP_RESEND_INTERVAL_MS}
            />
          </Suspense>
        ) : (
          <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5">
            <p className="text-sm text-muted">{t('accounts.requiredNote')}</p>
            {step === 1 ? <BusinessRegistrationFields form={form} /> : null}
            {step === 2 ? <BusinessContactFields form={form} /> : null}
            {step === 3 ? <BusinessNeedsFields form={form} /> : null}
            <FormAlert message={form.errors[FORM_ERROR]} />
            <StepButtons step={step} last={3} busy={register.isPending} onPrevious={() => form.goTo(step - 1)} />
          </form>
        )}
        <p className="text-center">
          {t('accounts.alreadyHaveAccount')}{' '}
          <Link to="/login" state={{ loginType: 'business' }} className={LINK}>
            {t('accounts.signInLink')}
          </Link>
        </p>
      </Page>
    </FormCard>
  );
}
