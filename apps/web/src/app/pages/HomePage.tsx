import { Page } from '../../components/Page';
import { PartnerPendingNotice } from '../../features/accounts/components/PartnerPendingNotice';
import HomePosts from '../../features/feed/components/HomePosts';
import HomeProfile from '../../features/profiles/components/HomeProfile';
import { useProfilesT } from '../../features/profiles/i18n';

// A page made of several features is put together here, in the app, so that no feature imports another
// (decision 0109): the member's profile side is the profiles feature's, the posts the feed's.

/** /homepage – own profile, skills and availability beside the community feed (or the member's own posts). */
export default function HomePage() {
  const t = useProfilesT();
  return (
    <Page title={t('page.home.title')}>
      <PartnerPendingNotice />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          <HomeProfile />
        </div>
        <div className="min-w-0">
          <HomePosts />
        </div>
      </div>
    </Page>
  );
}
