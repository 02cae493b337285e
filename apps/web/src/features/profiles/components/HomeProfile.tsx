import { Building2, Handshake } from 'lucide-react';
import { ButtonLink, LoadingBlocks } from '../../../components/ui';
import { CARD, CARD_TITLE } from '../../../components/ui/card';
import { failureMessage } from '../../../lib/failure';
import { ONBOARDING_PATH } from '../../../lib/paths';
import { displayName, useSession } from '../../../lib/session';
import { useProfilesT } from '../i18n';
import { isOnboarded } from '../lib/profile';
import { useOwnProfile, usePartnerOwnProfile } from '../lib/profilesApi';
import { AvailabilityEditor, SkillsEditor } from './Editors';
import { ProfileSummaryCard } from './ProfileSummaryCard';

/** The creative's side of the home page: summary card, skills and availability. */
function CreativeHome() {
  const t = useProfilesT();
  const query = useOwnProfile();
  if (query.isPending) {
    return (
      <LoadingBlocks
        label={t('profiles.loading')}
        count={1}
        block="h-64 w-full rounded-xl"
        className="flex flex-col gap-3"
      />
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger bg-danger-soft p-4 font-medium text-ink">
        {failureMessage(query.error, t('profile.loadFailed'))}
      </div>
    );
  }
  const profile = query.data;
  return (
    <div className="flex flex-col gap-5">
      {isOnboarded(profile) ? null : (
        <section className="flex flex-col gap-2 rounded-xl border border-warning-line bg-warning-soft p-4">
          <h2 className="text-lg font-bold text-ink">{t('profiles.complete.title')}</h2>
          <p>{t('profiles.complete.body')}</p>
          <ButtonLink to={ONBOARDING_PATH} className="w-full sm:w-fit">
            {t('profiles.complete.button')}
          </ButtonLink>
        </section>
      )}
      <ProfileSummaryCard profile={profile} />
      <SkillsEditor profile={profile} />
      <AvailabilityEditor key={`${profile.status}-${profile.open_to_remote}`} profile={profile} />
    </div>
  );
}

/** Businesses and partners: a short summary and where their own pages are. */
function OrganisationHome({ kind }: { kind: 'business' | 'partner' }) {
  const t = useProfilesT();
  const session = useSession();
  const partner = usePartnerOwnProfile(kind === 'partner');
  const name = (kind === 'partner' ? partner.data?.name : null) || displayName(session.profile);
  const Icon = kind === 'partner' ? Handshake : Building2;
  return (
    <section aria-labelledby="org-summary" className={CARD}>
      <h2 id="org-summary" className={`${CARD_TITLE} flex items-center gap-2`}>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-dark" />
        {name || (kind === 'partner' ? t('profiles.home.partner') : t('profiles.home.business'))}
      </h2>
      <p className="text-muted">
        {kind === 'partner' ? t('profiles.home.partnerBody') : t('profiles.home.businessBody')}
      </p>
      {kind === 'partner' && partner.data ? (
        <ButtonLink
          to={`/profile/${partner.data.id}`}
          state={{ type: 'partner' }}
          variant="secondary"
          className="w-full sm:w-fit"
        >
          {t('profiles.home.viewPartner')}
        </ButtonLink>
      ) : kind === 'business' ? (
        <ButtonLink to="/businessProfile" variant="secondary" className="w-full sm:w-fit">
          {t('profiles.home.viewBusiness')}
        </ButtonLink>
      ) : null}
    </section>
  );
}

/** The home page's profile side (/homepage): the member's own summary, by kind of account. */
export default function HomeProfile() {
  const kind = useSession().userType;
  if (kind === 'user') return <CreativeHome />;
  if (kind === 'business' || kind === 'partner') return <OrganisationHome kind={kind} />;
  return null;
}
