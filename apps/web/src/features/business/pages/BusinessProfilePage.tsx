import { RefreshCw } from 'lucide-react';
import { Page } from '../../../components/Page';
import { Button, ButtonLink, Spinner } from '../../../components/ui';
import { failureMessage } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { BusinessProfileView } from '../components/BusinessProfileView';
import { useBusinessT } from '../i18n';
import { useBusinessProfile } from '../lib/businessApi';

/** /businessProfile – the business account's own profile. */
export default function BusinessProfilePage() {
  const t = useBusinessT();
  const session = useSession();
  const isBusiness = session.userType === 'business';
  const profile = useBusinessProfile(isBusiness);
  if (!isBusiness) {
    return (
      <Page title={t('page.businessProfile.title')}>
        <div className="flex max-w-prose flex-col items-start gap-3">
          <p>{t('business.profile.notBusiness')}</p>
          <ButtonLink to="/bussinesspage" variant="secondary">
            {t('business.profile.toBusinessPage')}
          </ButtonLink>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t('page.businessProfile.title')}>
      <div className="flex max-w-3xl flex-col gap-5">
        {profile.isPending ? <Spinner label={t('business.profile.loading')} /> : null}
        {profile.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{failureMessage(profile.error, t('business.profile.loadFailed'))}</p>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              <RefreshCw aria-hidden="true" className="size-5" />
              {t('business.profile.retry')}
            </Button>
          </div>
        ) : null}
        {profile.data ? <BusinessProfileView profile={profile.data} /> : null}
      </div>
    </Page>
  );
}
