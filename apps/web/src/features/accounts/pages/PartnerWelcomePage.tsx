import { Handshake } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { ButtonLink } from '../../../components/ui';
import { useAccountsT } from '../i18n';
import { stateString } from '../lib/otp';

/** /partnerwelcome: thanks the new partner, says what happens next, and leads to verifying the email. */
export default function PartnerWelcomePage() {
  const t = useAccountsT();
  const location = useLocation();
  const [search] = useSearchParams();
  const email = stateString(location.state, 'email') ?? (search.get('email')?.trim() || null);
  // The password was chosen at sign-up (step 3): the code only verifies the email.
  const target = email ? `/otp?type=partner&email=${encodeURIComponent(email)}` : '/otp?type=partner';
  return (
    <Page title={t('page.partnerWelcome.title')}>
      <div className="flex flex-col gap-4">
        <p className="flex items-start gap-2">
          <Handshake aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-dark" />
          <span>{t('accounts.partnerWelcome.body')}</span>
        </p>
        <p className="font-semibold [overflow-wrap:anywhere]">
          {email ? t('accounts.partnerWelcome.verify', { email }) : t('accounts.partnerWelcome.verifyNoEmail')}
        </p>
        <section aria-labelledby="partner-next-heading" className="flex flex-col gap-2">
          <h2 id="partner-next-heading" className="text-lg font-bold">
            {t('accounts.partnerWelcome.nextHeading')}
          </h2>
          <ol className="list-decimal space-y-1 pl-6">
            <li>{t('accounts.partnerWelcome.next1')}</li>
            <li>{t('accounts.partnerWelcome.next2')}</li>
            <li>{t('accounts.partnerWelcome.next3')}</li>
          </ol>
        </section>
        <ButtonLink to={target} state={{ codeSentAt: Date.now() }} className="w-full text-center">
          {t('accounts.partnerWelcome.button')}
        </ButtonLink>
      </div>
    </Page>
  );
}
