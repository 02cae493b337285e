import type { NeedType } from '@creative-ng/shared/reference/needs';
import { asCheckbox } from '../../../components/form/formErrors';
import { useReference } from '../../../lib/api';
import { useAccountsT } from '../i18n';
import { NEEDS } from '../lib/steps';
import type { BusinessForm } from './BusinessSignUpFields';
import { CheckboxField, TermsCheckbox, TextAreaField, TextField } from './controls';

/** Step 2, Contact Person: the account's email and phone number. */
export function BusinessContactFields({ form }: { form: BusinessForm }) {
  const t = useAccountsT();
  return (
    <>
      <TextField
        {...form.field('email')}
        label={t('accounts.business.email')}
        hint={t('accounts.business.emailHint')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        {...form.field('phone_number')}
        label={t('accounts.business.phone')}
        hint={t('accounts.business.phoneHint')}
        type="tel"
        autoComplete="tel"
        required
      />
    </>
  );
}

/** Step 3, Support Requirements: each need with its details when ticked, and the terms. */
export function BusinessNeedsFields({ form }: { form: BusinessForm }) {
  const t = useAccountsT();
  const reference = useReference();
  const questions = (need: NeedType) => reference.data?.needTypes.find((item) => item.id === need)?.questions ?? [];
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink">{t('accounts.business.needsLegend')}</legend>
        <p className="text-sm text-muted">{t('accounts.business.needsHint')}</p>
        {NEEDS.map((need) => {
          const label = t(`accounts.needs.${need}`);
          const box = asCheckbox(form.field(`need_${need}`));
          return (
            <CheckboxField
              key={need}
              {...box}
              label={label}
              onCheckedChange={(on) => {
                box.onCheckedChange(on);
                form.clearError(`detail_${need}`);
              }}
            >
              {form.values[`need_${need}`] ? (
                <TextAreaField
                  {...form.field(`detail_${need}`)}
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
                  className="mb-2"
                />
              ) : null}
            </CheckboxField>
          );
        })}
      </fieldset>
      <TermsCheckbox {...asCheckbox(form.field('terms_accepted'))} />
    </>
  );
}
