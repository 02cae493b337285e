import { PartyPopper } from 'lucide-react';
import { Page } from '../../../components/Page';
import { ButtonLink } from '../../../components/ui';
import { useAccountsT } from '../i18n';

/** /welcome: a new creative's account is verified; next, sign in (and complete the profile afterwards). */
export default function WelcomePage() {
  const t = useAccountsT();
  return (
    <Page title={t('page.welcome.title')}>
      <div className="flex flex-col gap-4">
        <p className="flex items-center gap-2 text-lg font-bold text-ink">
          <PartyPopper aria-hidden="true" className="size-6 text-primary-dark" />
          {t('accounts.welcome.heading')}
        </p>
        <p>{t('accounts.welcome.body')}</p>
        <p>{t('accounts.welcome.next')}</p>
        <ButtonLink to="/login" state={{ loginType: 'user' }} className="w-full text-center">
          {t('accounts.welcome.continue')}
        </ButtonLink>
      </div>
    </Page>
  );
}
