import { REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@creative-ng/shared/reference/options';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { Button } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import {
  FormAlert,
  FormCard,
  LINK,
  PasswordField,
  SelectField,
  StepHeading,
  SubmitButton,
  TermsCheckbox,
  TextAreaField,
  TextField,
} from '../components/controls';
import { type AccountsKey, useAccountsT } from '../i18n';
import { type AccountSchemas, loadAccountSchemas } from '../lib/accountSchemas';
import { registerPartner } from '../lib/accountsApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, FORM_ERROR, firstErrorField, hasErrors, validate, withoutError } from '../lib/forms';
import { useFocusById, useTimers } from '../lib/hooks';
import { fieldOrder, PARTNER_STEP_FIELDS, stepOf } from '../lib/steps';

type Step = 1 | 2 | 3;

const STEP_NAMES: Record<Step, AccountsKey> = {
  1: 'accounts.partner.step1',
  2: 'accounts.partner.step2',
  3: 'accounts.partner.step3',
};

const ORDER = fieldOrder(PARTNER_STEP_FIELDS);
const id = (field: string) => `partner-${field}`;
const HEADING_ID = 'partner-step-heading';

const EMPTY = {
  name: '',
  email: '',
  website: '',
  industry: '',
  user_name: '',
  user_email: '',
  user_phone_number: '',
  partner_type: '',
  goals: '',
  outcome: '',
  password: '',
};

/**
 * /partner: 1 Company Info, 2 Contact Person, 3 Partnership Details, each checked with the
 * shared schema before moving on. Success: 'Check your email to continue.' (decision 0021), then /partnerwelcome
 * after 3 s.
 */
export default function PartnerSignUpPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const later = useTimers();
  const focus = useFocusById();
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const change = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  function goTo(next: Step, withErrors?: FieldErrors) {
    setStep(next);
    const first = withErrors ? firstErrorField(withErrors, ORDER) : undefined;
    focus(first && first !== FORM_ERROR ? id(first) : HEADING_ID);
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, ORDER);
    goTo((first && first !== FORM_ERROR ? stepOf(PARTNER_STEP_FIELDS, first) : step) as Step, next);
  }

  const step1 = (schemas: AccountSchemas) =>
    validate(schemas.partnerStep1Schema, {
      name: values.name,
      email: values.email,
      website: values.website,
      industry: values.industry || undefined,
    });
  const step2 = (schemas: AccountSchemas) =>
    validate(schemas.partnerStep2Schema, {
      user_name: values.user_name,
      user_email: values.user_email,
      user_phone_number: values.user_phone_number,
    });
  const step3 = (schemas: AccountSchemas) =>
    validate(schemas.partnerStep3Schema, {
      partner_type: values.partner_type || undefined,
      goals: values.goals,
      outcome: values.outcome,
      password: values.password,
    });

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
      goTo((step + 1) as Step);
      return;
    }
    void submit();
  }

  async function submit() {
    if (busy || done) return;
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
      await registerPartner({ ...one.data, ...two.data, ...three.data, terms_accepted: true });
      setDone(true);
      toast.success(t('accounts.messages.checkYourEmail'));
      const email = one.data.email;
      later(
        () => navigate(`/partnerwelcome?email=${encodeURIComponent(email)}`, { state: { email } }),
        REDIRECT_DELAYS.afterPartnerSignUp,
      );
    } catch (error) {
      const message = failureMessage(error, t('accounts.errors.generic'), t);
      toast.error(message);
      const fields = serverFieldErrors(error, t);
      if (Object.keys(fields).length > 0) return showErrors(fields);
      setErrors({ [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard wide>
      <Page title={t('page.partner.title')} subtitle={t('accounts.partner.intro')}>
        <StepHeading id={HEADING_ID} step={step} total={3} name={t(STEP_NAMES[step])} />
        <form noValidate onSubmit={(event) => void next(event)} className="flex flex-col gap-5">
          <p className="text-sm text-muted">{t('accounts.requiredNote')}</p>
          {step === 1 ? (
            <>
              <TextField
                id={id('name')}
                label={t('accounts.partner.name')}
                autoComplete="organization"
                required
                value={values.name}
                onValueChange={change('name')}
                error={errors.name}
              />
              <TextField
                id={id('email')}
                label={t('accounts.partner.email')}
                hint={t('accounts.partner.emailHint')}
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
                id={id('website')}
                label={`${t('accounts.partner.website')} ${t('accounts.optional')}`}
                hint={t('accounts.partner.websiteHint')}
                type="url"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                value={values.website}
                onValueChange={change('website')}
                error={errors.website}
              />
              <SelectField
                id={id('industry')}
                label={t('accounts.partner.industry')}
                placeholder={t('accounts.partner.chooseIndustry')}
                required
                options={ORGANIZATION_SECTORS.map((sector) => ({
                  value: sector,
                  label: t(`accounts.partner.industry.${sector}`),
                }))}
                value={values.industry}
                onValueChange={change('industry')}
                error={errors.industry}
              />
            </>
          ) : null}
          {step === 2 ? (
            <>
              <TextField
                id={id('user_name')}
                label={t('accounts.partner.userName')}
                autoComplete="name"
                required
                value={values.user_name}
                onValueChange={change('user_name')}
                error={errors.user_name}
              />
              <TextField
                id={id('user_email')}
                label={t('accounts.partner.userEmail')}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={values.user_email}
                onValueChange={change('user_email')}
                error={errors.user_email}
              />
              <TextField
                id={id('user_phone_number')}
                label={t('accounts.partner.userPhone')}
                hint={t('accounts.business.phoneHint')}
                type="tel"
                autoComplete="tel"
                required
                value={values.user_phone_number}
                onValueChange={change('user_phone_number')}
                error={errors.user_phone_number}
              />
            </>
          ) : null}
          {step === 3 ? (
            <>
              <SelectField
                id={id('partner_type')}
                label={t('accounts.partner.partnerType')}
                placeholder={t('accounts.partner.choosePartnerType')}
                required
                options={PARTNER_TYPES.map((type) => ({
                  value: type,
                  label: t(`accounts.partner.partnerType.${type}`),
                }))}
                value={values.partner_type}
                onValueChange={change('partner_type')}
                error={errors.partner_type}
              />
              <TextAreaField
                id={id('goals')}
                label={t('accounts.partner.goals')}
                hint={t('accounts.partner.goalsHint')}
                required
                maxLength={2000}
                value={values.goals}
                onValueChange={change('goals')}
                error={errors.goals}
              />
              <TextAreaField
                id={id('outcome')}
                label={t('accounts.partner.outcome')}
                hint={t('accounts.partner.outcomeHint')}
                required
                maxLength={2000}
                value={values.outcome}
                onValueChange={change('outcome')}
                error={errors.outcome}
              />
              <PasswordField
                id={id('password')}
                label={t('accounts.password')}
                hint={t('accounts.passwordHint')}
                autoComplete="new-password"
                required
                value={values.password}
                onValueChange={change('password')}
                error={errors.password}
              />
              <TermsCheckbox
                id={id('terms_accepted')}
                checked={terms}
                onCheckedChange={(value) => {
                  setTerms(value);
                  setErrors((current) => withoutError(current, 'terms_accepted'));
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
              <SubmitButton busy={busy || done} className="sm:w-auto">
                {busy || done ? t('accounts.steps.submitting') : t('accounts.steps.submit')}
              </SubmitButton>
            ) : (
              <Button type="submit">
                {t('accounts.steps.next')}
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            )}
          </div>
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
