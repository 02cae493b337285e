import { Page } from '../../../components/Page';
import { ButtonLink } from '../../../components/ui';
import { useSession } from '../../../lib/session';
import { BusinessProfileView } from '../components/BusinessProfileView';
import { LoadRetry } from '../components/LoadRetry';
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
        <LoadRetry query={profile} loading={t('business.profile.loading')} failed={t('business.profile.loadFailed')} />
        {profile.data ? <BusinessProfileView profile={profile.data} /> : null}
      </div>
    </Page>
  );
}
