import { OTP_RESEND_INTERVAL_MS, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import type { NeedType } from '@creative-ng/shared/reference/needs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { Button, Spinner } from '../../../components/ui';
import { useReference } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import {
  CheckboxField,
  FormAlert,
  FormCard,
  LINK,
  SelectField,
  StepHeading,
  SubmitButton,
  TermsCheckbox,
  TextAreaField,
  TextField,
} from '../components/controls';
import { OtpVerification } from '../components/OtpVerification';
import { type AccountsKey, useAccountsT } from '../i18n';
import { type AccountSchemas, loadAccountSchemas } from '../lib/accountSchemas';
import { registerBusiness, storeSignUpToken } from '../lib/accountsApi';
import { errorCode, failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, FORM_ERROR, firstErrorField, hasErrors, validate, withoutError } from '../lib/forms';
import { useFocusById } from '../lib/hooks';
import { BUSINESS_STEP_FIELDS, fieldOrder, NEEDS, stepOf } from '../lib/steps';

const STEP_NAMES: Record<1 | 2 | 3 | 4, AccountsKey> = {
  1: 'accounts.business.step1',
  2: 'accounts.business.step2',
  3: 'accounts.business.step3',
  4: 'accounts.business.step4',
};

const ORDER = fieldOrder(BUSINESS_STEP_FIELDS);

type Step = 1 | 2 | 3 | 4;
type Need = { on: boolean; detail: string };

const id = (field: string) => `business-${field}`;
const HEADING_ID = 'business-step-heading';

/**
 * /business: 1 Business Registration, 2 Contact Person, 3 Support Requirements,
 * 4 OTP Verification. Next checks steps 1 and 2 with the shared schemas; Submit at step 3 registers
 * and moves to the code; a verified business goes on to /bpassword.
 */
export default function BusinessSignUpPage() {
  const t = useAccountsT();
  const focus = useFocusById();
  const reference = useReference();
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState({
    trade_name: '',
    sector: '',
    area: '',
    state: '',
    lga: '',
    email: '',
    phone_number: '',
  });
  const [needs, setNeeds] = useState<Record<NeedType, Need>>({
    training: { on: false, detail: '' },
    funding: { on: false, detail: '' },
    tools: { on: false, detail: '' },
    market_access: { on: false, detail: '' },
  });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const sectors = reference.data?.sectorGroups ?? [];
  const states = reference.data?.states ?? [];
  const areas = useMemo(
    () => sectors.find((group) => group.name === values.sector)?.categories ?? [],
    [sectors, values.sector],
  );
  const lgas = useMemo(() => states.find((state) => state.state === values.state)?.lgas ?? [], [states, values.state]);
  const questions = (need: NeedType) => reference.data?.needTypes.find((item) => item.id === need)?.questions ?? [];

  const clear = (...fields: string[]) =>
    setErrors((current) =>
      fields.reduce((next, field) => withoutError(next, field), withoutError(current, FORM_ERROR)),
    );

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Area belongs to the sector and LGA to the state: a new sector or state empties them.
      if (field === 'sector' && value !== current.sector) next.area = '';
      if (field === 'state' && value !== current.state) next.lga = '';
      return next;
    });
    clear(field, ...(field === 'sector' ? ['area'] : field === 'state' ? ['lga'] : []));
  };

  function goTo(next: Step, withErrors?: FieldErrors) {
    setStep(next);
    const first = withErrors ? firstErrorField(withErrors, ORDER) : undefined;
    focus(first && first !== FORM_ERROR ? id(first) : HEADING_ID);
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, ORDER);
    const firstStep = first && first !== FORM_ERROR ? stepOf(BUSINESS_STEP_FIELDS, first) : step === 4 ? 3 : step;
    goTo(firstStep as Step, next);
  }

  function step1(schemas: AccountSchemas) {
    return validate(schemas.businessStep1Schema, {
      trade_name: values.trade_name,
      sector: values.sector,
      area: values.area,
      state: values.state,
      lga: values.lga,
    });
  }

  function step2(schemas: AccountSchemas) {
    return validate(schemas.businessStep2Schema, { email: values.email, phone_number: values.phone_number });
  }

  function step3(schemas: AccountSchemas) {
    const input: Record<string, unknown> = {};
    for (const need of NEEDS) {
      input[`need_${need}`] = needs[need].on;
      input[`detail_${need}`] = needs[need].on ? needs[need].detail : '';
    }
    return validate(schemas.businessStep3Schema, input);
  }

  /** The shared schemas that check each step (loaded on first use), or null with the form's message shown. */
  async function schemasOrFail(): Promise<AccountSchemas | null> {
    try {
      return await loadAccountSchemas();
    } catch {
      showErrors({ [FORM_ERROR]: t('apiErrors.NETWORK') });
      return null;
    }
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (step === 1 || step === 2) {
      const schemas = await schemasOrFail();
      if (!schemas) return;
      const checked = step === 1 ? step1(schemas) : step2(schemas);
      if (!checked.ok) return showErrors(checked.errors);
      setErrors({});
      goTo(step === 1 ? 2 : 3);
    } else if (step === 3) {
      void submit();
    }
  }

  async function submit() {
    if (busy) return;
    const schemas = await schemasOrFail();
    if (!schemas) return;
    const [one, two, three] = [step1(schemas), step2(schemas), step3(schemas)];
    const problems: FieldErrors = {
      ...(one.ok ? {} : one.errors),
      ...(two.ok ? {} : two.errors),
      ...(three.ok ? {} : three.errors),
      ...(terms ? {} : { terms_accepted: t('accounts.messages.termsRequired') }),
    };
    if (!one.ok || !two.ok || !three.ok || hasErrors(problems)) return showErrors(problems);
    setBusy(true);
    setErrors({});
    try {
      const response = await registerBusiness({ ...one.data, ...two.data, ...three.data, terms_accepted: true });
      storeSignUpToken(response.data?.token, 'business');
      toast.success(response.message, { duration: TOAST_DURATIONS.quickSuccess });
      setRegisteredEmail(two.data.email);
      goTo(4);
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      if (Object.keys(fields).length > 0) return showErrors(fields);
      const message =
        errorCode(error) === 'RATE_LIMITED' || errorCode(error) === 'NETWORK'
          ? failureMessage(error, t('accounts.businessErrors.submitFailed'), t)
          : t('accounts.businessErrors.submitFailed');
      toast.error(message);
      setErrors({ [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  const referenceMissing = step === 1 && !reference.data;

  return (
    <FormCard wide>
      <Page title={t('page.business.title')} subtitle={t('accounts.business.intro')}>
        <StepHeading id={HEADING_ID} step={step} total={4} name={t(STEP_NAMES[step])} />
        {step === 4 ? (
          <OtpVerification
            type="business"
            email={registeredEmail}
            idPrefix="business-otp"
            resendWaitMs={OTP_RESEND_INTERVAL_MS}
          />
        ) : (
          <form noValidate onSubmit={(event) => void next(event)} className="flex flex-col gap-5">
            <p className="text-sm text-muted">{t('accounts.requiredNote')}</p>
            {step === 1 ? (
              <>
                <TextField
                  id={id('trade_name')}
                  label={t('accounts.business.tradeName')}
                  hint={t('accounts.business.tradeNameHint')}
                  autoComplete="organization"
                  required
                  value={values.trade_name}
                  onValueChange={change('trade_name')}
                  error={errors.trade_name}
                />
                {referenceMissing ? (
                  reference.isError ? (
                    <div role="alert" className="flex flex-col items-start gap-2">
                      <p>{t('accounts.business.referenceError')}</p>
                      <Button variant="secondary" onClick={() => void reference.refetch()}>
                        {t('accounts.business.retry')}
                      </Button>
                    </div>
                  ) : (
                    <Spinner label={t('accounts.business.referenceLoading')} />
                  )
                ) : null}
                <SelectField
                  id={id('sector')}
                  label={t('accounts.business.sector')}
                  placeholder={t('accounts.business.chooseSector')}
                  required
                  disabled={sectors.length === 0}
                  options={sectors.map((group) => ({ value: group.name, label: group.name }))}
                  value={values.sector}
                  onValueChange={change('sector')}
                  error={errors.sector}
                />
                <SelectField
                  id={id('area')}
                  label={t('accounts.business.area')}
                  placeholder={
                    values.sector ? t('accounts.business.chooseArea') : t('accounts.business.chooseSectorFirst')
                  }
                  required
                  disabled={areas.length === 0}
                  options={areas.map((area) => ({ value: area, label: area }))}
                  value={values.area}
                  onValueChange={change('area')}
                  error={errors.area}
                />
                <SelectField
                  id={id('state')}
                  label={t('accounts.business.state')}
                  placeholder={t('accounts.business.chooseState')}
                  required
                  disabled={states.length === 0}
                  options={states.map((state) => ({ value: state.state, label: state.state }))}
                  value={values.state}
                  onValueChange={change('state')}
                  error={errors.state}
                />
                <SelectField
                  id={id('lga')}
                  label={t('accounts.business.lga')}
                  placeholder={
                    values.state ? t('accounts.business.chooseLga') : t('accounts.business.chooseStateFirst')
                  }
                  required
                  disabled={lgas.length === 0}
                  options={lgas.map((lga) => ({ value: lga, label: lga }))}
                  value={values.lga}
                  onValueChange={change('lga')}
                  error={errors.lga}
                />
              </>
            ) : null}
            {step === 2 ? (
              <>
                <TextField
                  id={id('email')}
                  label={t('accounts.business.email')}
                  hint={t('accounts.business.emailHint')}
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  value={values.email}
                  onValueChange={change('email')}
                  error={errors.email}
                />
                <TextField
                  id={id('phone_number')}
                  label={t('accounts.business.phone')}
                  hint={t('accounts.business.phoneHint')}
                  type="tel"
                  autoComplete="tel"
                  required
                  value={values.phone_number}
                  onValueChange={change('phone_number')}
                  error={errors.phone_number}
                />
              </>
            ) : null}
            {step === 3 ? (
              <>
                <fieldset className="flex flex-col gap-3">
                  <legend className="mb-1 font-semibold text-ink">{t('accounts.business.needsLegend')}</legend>
                  <p className="text-sm text-muted">{t('accounts.business.needsHint')}</p>
                  {NEEDS.map((need) => {
                    const label = t(`accounts.needs.${need}`);
                    return (
                      <CheckboxField
                        key={need}
                        id={id(`need_${need}`)}
                        label={label}
                        checked={needs[need].on}
                        onCheckedChange={(on) => {
                          setNeeds((current) => ({ ...current, [need]: { ...current[need], on } }));
                          clear(`need_${need}`, `detail_${need}`);
                        }}
                        error={errors[`need_${need}`]}
                      >
                        {needs[need].on ? (
                          <TextAreaField
                            id={id(`detail_${need}`)}
                            label={t('accounts.business.needDetails', { need: label.toLowerCase() })}
                            hint={
                              questions(need).length > 0 ? (
                                <span className="flex flex-col">
                                  {questions(need).map((question) => (
                                    <span key={question}>{question}</span>
                                  ))}
                                </span>
                              ) : undefined
                            }
                            maxLength={2000}
                            value={needs[need].detail}
                            onValueChange={(detail) => {
                              setNeeds((current) => ({ ...current, [need]: { ...current[need], detail } }));
                              clear(`detail_${need}`);
                            }}
                            error={errors[`detail_${need}`]}
                            className="mb-2"
                          />
                        ) : null}
                      </CheckboxField>
                    );
                  })}
                </fieldset>
                <TermsCheckbox
                  id={id('terms_accepted')}
                  checked={terms}
                  onCheckedChange={(value) => {
                    setTerms(value);
                    clear('terms_accepted');
                  }}
                  error={errors.terms_accepted}
                />
              </>
            ) : null}
            <FormAlert message={errors[FORM_ERROR]} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              {step > 1 ? (
                <Button variant="secondary" onClick={() => goTo((step - 1) as Step)}>
                  <ChevronLeft aria-hidden="true" className="size-5" />
                  {t('accounts.steps.previous')}
                </Button>
              ) : (
                <span />
              )}
              {step === 3 ? (
                <SubmitButton busy={busy} className="sm:w-auto">
                  {busy ? t('accounts.steps.submitting') : t('accounts.steps.submit')}
                </SubmitButton>
              ) : (
                <Button type="submit">
                  {t('accounts.steps.next')}
                  <ChevronRight aria-hidden="true" className="size-5" />
                </Button>
              )}
            </div>
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
