import { type QueryClient, useQuery } from '@tanstack/react-query';
import { BadgeCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page } from '../../../components/Page';
import { CARD, CARD_TITLE } from '../../../components/ui/card';
import { NoticeCard } from '../../../components/ui/NoticeCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { apiFetch } from '../../../lib/api';
import { type ProfilesTranslate, useProfilesT } from '../i18n';
import { approvalState, type PartnerOwnProfile as Profile } from '../lib/partner';
import { profileKeys } from '../lib/profilesApi';
import { OwnProfileCard, OwnProfileFailed, useEditDialog } from './OwnProfileCard';
import { PartnerEditDialog } from './PartnerEditDialog';
import { FactList, formatDate, optionLabel } from './ProfileParts';

/*
 * The partner's own profile (/profilepage for partners): logo and cover, organisation details, the contact
 * person (only the owner and admins see it), partnership details, the approval state, and an edit dialog.
 * GET and PUT /api/prop/partner-reg/profile; images through PUT /api/prop/account/profile_image.
 */

const OWN_KEY = ['profiles', 'partner-reg'] as const;
/** The partner's logo and cover show in this page's query and in its public view of itself. */
const PHOTO_QUERIES = [OWN_KEY, profileKeys.partnerOwn] as const;

function usePartnerProfile() {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: async ({ signal }) => (await apiFetch<Profile>('/api/prop/partner-reg/profile', { signal })).data,
    staleTime: 60_000,
  });
}

/** The new profile everywhere at once: this page's query and the partner's public view of itself. */
function savedProfile(client: QueryClient, profile: Profile) {
  client.setQueryData(OWN_KEY, profile);
  void client.invalidateQueries({ queryKey: profileKeys.partnerOwn });
}

/** Approved → may publish; pending → the notice every unapproved partner sees. */
function ApprovalCard({ profile }: { profile: Profile }) {
  const t = useProfilesT();
  const approved = approvalState(profile) === 'approved';
  const since = approved ? formatDate(profile.approved_at) : null;
  return (
    <NoticeCard
      id="partner-approval"
      tone={approved ? 'primary' : 'warning'}
      icon={approved ? BadgeCheck : Clock}
      title={approved ? t('profiles.partner.approvedTitle') : t('profiles.partner.pendingTitle')}
      heading={approved ? 'font-bold text-primary-darker' : 'font-bold text-ink'}
      className="gap-1"
    >
      <p className="text-ink">{approved ? t('profiles.partner.approved') : t('profiles.partner.pending')}</p>
      {since ? <p className="text-sm text-muted">{t('profiles.partner.approvedSince', { date: since })}</p> : null}
    </NoticeCard>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className={CARD_TITLE}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function websiteLink(t: ProfilesTranslate, website: string | null) {
  if (!website) return <span className="text-muted">{t('profiles.partner.noWebsite')}</span>;
  return (
    <a
      href={website}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all font-semibold text-primary-dark underline"
    >
      {website}
    </a>
  );
}

function PartnerProfileView({ profile }: { profile: Profile }) {
  const t = useProfilesT();
  const dialog = useEditDialog();

  return (
    <div className="flex flex-col gap-5">
      <OwnProfileCard
        nameId="partner-name"
        name={profile.name}
        cover={profile.cover_photo}
        photo={profile.logo}
        refresh={PHOTO_QUERIES}
        photoLabel={t('profiles.partner.changeLogo')}
        photoHint={t('profiles.partner.logoHint')}
        dialog={dialog}
        editLabel={t('profiles.partner.edit')}
      >
        <div>
          <h1 id="partner-name" className="text-2xl font-bold text-ink">
            {profile.name}
          </h1>
          <p className="text-muted">{profile.email}</p>
        </div>
      </OwnProfileCard>

      <ApprovalCard profile={profile} />

      <div className="grid gap-5 md:grid-cols-2">
        <Section id="partner-org" title={t('profiles.partner.orgTitle')}>
          <FactList
            items={[
              { label: t('profiles.partner.name'), value: profile.name },
              { label: t('profiles.partner.website'), value: websiteLink(t, profile.website) },
              { label: t('profiles.partner.industry'), value: optionLabel(t, profile.industry) },
            ]}
          />
        </Section>
        <Section id="partner-contact" title={t('profiles.partner.contactTitle')}>
          <FactList
            items={[
              { label: t('profiles.partner.contactName'), value: profile.contact.name },
              { label: t('profiles.partner.contactEmail'), value: profile.contact.email },
              { label: t('profiles.partner.contactPhone'), value: profile.contact.phone },
            ]}
          />
          <p className="text-sm text-muted">{t('profiles.partner.contactNote')}</p>
        </Section>
      </div>

      <Section id="partner-partnership" title={t('profiles.partner.partnershipTitle')}>
        <FactList
          items={[
            { label: t('profiles.partner.partnerType'), value: optionLabel(t, profile.partner_type) },
            { label: t('profiles.partner.goals'), value: <span className="whitespace-pre-line">{profile.goals}</span> },
            {
              label: t('profiles.partner.outcome'),
              value: <span className="whitespace-pre-line">{profile.outcome}</span>,
            },
          ]}
        />
      </Section>

      {dialog.round > 0 ? (
        <PartnerEditDialog
          onSaved={savedProfile}
          key={dialog.round}
          profile={profile}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          returnFocusRef={dialog.button}
        />
      ) : null}
    </div>
  );
}

/** /profilepage for a partner. */
export function PartnerOwnProfile() {
  const t = useProfilesT();
  const query = usePartnerProfile();
  usePageTitle(t('page.ownProfile.title'));

  if (query.isPending) {
    return (
      <Page title={t('page.ownProfile.title')}>
        <p role="status">{t('profiles.partner.loading')}</p>
      </Page>
    );
  }
  if (query.isError) {
    return <OwnProfileFailed error={query.error} fallback={t('profiles.partner.loadFailed')} retry={query.refetch} />;
  }
  return <PartnerProfileView profile={query.data} />;
}
