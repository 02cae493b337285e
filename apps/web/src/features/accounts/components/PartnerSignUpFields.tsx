import type { PartnerRegisterRequest } from '@creative-ng/shared/accounts/schemas';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@creative-ng/shared/reference/options';
import { asCheckbox } from '../../../components/form/formErrors';
import { PasswordField } from '../../../components/form/SecretFields';
import { useAccountsT } from '../i18n';
import type { SignUpSteps } from '../lib/signUpSteps';
import type { PartnerSignUpValues } from '../lib/signUpValues';
import { EMAIL_INPUT, PHONE_INPUT, SelectField, TermsCheckbox, TextAreaField, TextField, URL_INPUT } from './controls';

/** The fields of partner sign-up's step: 1 Company Info, 2 Contact Person, 3 Partnership Details. */
export function PartnerStepFields({ form }: { form: SignUpSteps<PartnerSignUpValues, PartnerRegisterRequest> }) {
  const t = useAccountsT();
  return (
    <>
      {form.step === 1 ? (
        <>
          <TextField {...form.field('name')} label={t('accounts.partner.name')} autoComplete="organization" required />
          <TextField
            {...form.field('email')}
            label={t('accounts.partner.email')}
            hint={t('accounts.partner.emailHint')}
            {...EMAIL_INPUT}
            required
          />
          <TextField
            {...form.field('website')}
            label={`${t('accounts.partner.website')} ${t('accounts.optional')}`}
            hint={t('accounts.partner.websiteHint')}
            {...URL_INPUT}
          />
          <SelectField
            {...form.field('industry')}
            label={t('accounts.partner.industry')}
            placeholder={t('accounts.partner.chooseIndustry')}
            required
            options={ORGANIZATION_SECTORS.map((sector) => ({
              value: sector,
              label: t(`accounts.partner.industry.${sector}`),
            }))}
          />
        </>
      ) : null}
      {form.step === 2 ? (
        <>
          <TextField {...form.field('user_name')} label={t('accounts.partner.userName')} autoComplete="name" required />
          <TextField {...form.field('user_email')} label={t('accounts.partner.userEmail')} {...EMAIL_INPUT} required />
          <TextField
            {...form.field('user_phone_number')}
            label={t('accounts.partner.userPhone')}
            hint={t('accounts.business.phoneHint')}
            {...PHONE_INPUT}
            required
          />
        </>
      ) : null}
      {form.step === 3 ? (
        <>
          <SelectField
            {...form.field('partner_type')}
            label={t('accounts.partner.partnerType')}
            placeholder={t('accounts.partner.choosePartnerType')}
            required
            options={PARTNER_TYPES.map((type) => ({
              value: type,
              label: t(`accounts.partner.partnerType.${type}`),
            }))}
          />
          <TextAreaField
            {...form.field('goals')}
            label={t('accounts.partner.goals')}
            hint={t('accounts.partner.goalsHint')}
            required
            maxLength={2000}
          />
          <TextAreaField
            {...form.field('outcome')}
            label={t('accounts.partner.outcome')}
            hint={t('accounts.partner.outcomeHint')}
            required
            maxLength={2000}
          />
          <PasswordField
            {...form.field('password')}
            label={t('accounts.password')}
            hint={t('accounts.passwordHint')}
            autoComplete="new-password"
            required
          />
          <TermsCheckbox {...asCheckbox(form.field('terms_accepted'))} />
        </>
      ) : null}
    </>
  );
}
