import type { LoginType } from '@creative-ng/shared/reference/options';
import { Building2, Handshake, Palette } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { Page } from '../../../components/Page';
import { Button } from '../../../components/ui';
import { LINK } from '../components/controls';
import { useAccountsT } from '../i18n';
import { loginTypeLabelKey } from '../lib/loginType';
import { SIGNUP_CHOICES, signupChoiceError, signupPath } from '../lib/signupChoice';

const ICONS = { user: Palette, business: Building2, partner: Handshake } as const;

/**
 * /signup: 'Create Your Account – Who would you like to sign up as?' with Creative,
 * Business and Partner as a radio group, Next, and 'Already have an account? Sign In'.
 */
export default function SignUpPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const focus = useFocusById();
  const [choice, setChoice] = useState<LoginType | null>(null);
  const [error, setError] = useState<string | null>(null);

  function next(event: FormEvent) {
    event.preventDefault();
    const problem = signupChoiceError(choice);
    if (problem || !choice) {
      setError(t(problem ?? 'accounts.signup.selectCard'));
      focus('signup-choice-user');
      return;
    }
    navigate(signupPath(choice));
  }

  return (
    <Page title={t('page.signup.title')}>
      <form noValidate onSubmit={next} className="flex flex-col gap-5">
        <fieldset aria-describedby="signup-choice-error" className="flex flex-col gap-3">
          <legend className="mb-3 text-lg text-muted">{t('accounts.signup.question')}</legend>
          {SIGNUP_CHOICES.map(({ type, body }) => {
            const Icon = ICONS[type];
            return (
              <label
                key={type}
                htmlFor={`signup-choice-${type}`}
                className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-line bg-white p-4 hover:border-primary-line has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
              >
                <input
                  id={`signup-choice-${type}`}
                  type="radio"
                  name="signup-choice"
                  value={type}
                  checked={choice === type}
                  onChange={() => {
                    setChoice(type);
                    setError(null);
                  }}
                  className="mt-1 size-5 shrink-0 accent-primary focus-visible:outline-none"
                />
                <span className="flex flex-col gap-1">
                  <span className="flex items-center gap-2 text-lg font-bold text-ink">
                    <Icon aria-hidden="true" className="size-5 text-primary-dark" />
                    {t(loginTypeLabelKey(type))}
                  </span>
                  <span className="text-muted">{t(body)}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <div role="alert" id="signup-choice-error">
          {error ? <p className="font-medium text-danger">{error}</p> : null}
        </div>
        <Button type="submit" className="w-full">
          {t('accounts.signup.next')}
        </Button>
        <p className="text-center">
          {t('accounts.alreadyHaveAccount')}{' '}
          <Link to="/login" className={LINK}>
            {t('accounts.signup.signIn')}
          </Link>
        </p>
      </form>
    </Page>
  );
}
