import type { ReactNode } from 'react';
import { CARD, CARD_TITLE } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { lookupDynamic, useProfilesT } from '../i18n';
import type { DetailKey, ProfileView } from '../lib/profile';
import {
  AdminCard,
  AvailabilityText,
  BioText,
  CoverImage,
  FactList,
  optionLabel,
  ProfileIdentity,
  ProfilePicture,
  SkillChips,
  SocialLinks,
  VerifiedBadge,
} from './ProfileParts';

const DETAIL_KEYS = {
  gender: 'profiles.detail.gender',
  levelOfEducation: 'profiles.detail.levelOfEducation',
  employmentStatus: 'profiles.detail.employmentStatus',
  skillLevel: 'profiles.detail.skillLevel',
  sector: 'profiles.detail.sector',
  industry: 'profiles.detail.industry',
  partnerType: 'profiles.detail.partnerType',
  goals: 'profiles.detail.goals',
  outcome: 'profiles.detail.outcome',
  address: 'profiles.detail.address',
  registeredName: 'profiles.detail.registeredName',
} as const satisfies Record<DetailKey, string>;

/**
 * A profile as others see it: cover, picture, name, category, location, about,
 * skills, availability, social links and the identity badge; the admin card when the viewer is an admin.
 */
export function PublicProfileView({
  view,
  showAdmin,
  posts,
  children,
}: {
  view: ProfileView;
  showAdmin: boolean;
  /** The member's posts, the feed's part, handed in by the page that composes the profile (app/pages). */
  posts: ReactNode;
  children?: ReactNode;
}) {
  const t = useProfilesT();
  const aboutTitle = view.kind === 'partner' ? t('profiles.card.goals') : t('profiles.card.about');
  const facts = view.details.map((detail) => ({
    label: t(DETAIL_KEYS[detail.key]),
    value:
      detail.key === 'industry' || detail.key === 'partnerType'
        ? lookupDynamic(t, `profiles.option.${detail.value}`, detail.value)
        : optionLabel(t, detail.value),
  }));
  return (
    <div className="flex flex-col gap-5">
      <article
        aria-labelledby="profile-name"
        className="overflow-hidden rounded-xl border border-line bg-white shadow-sm"
      >
        <CoverImage src={view.cover} />
        <div className="flex flex-col gap-3 px-4 pb-4">
          <ProfilePicture name={view.name} src={view.photo} className="relative -mt-12 border-4 border-white" />
          <div id="profile-name">
            <ProfileIdentity view={view} />
          </div>
          <VerifiedBadge view={view} />
          <SocialLinks view={view} />
        </div>
      </article>

      {showAdmin ? <AdminCard view={view} /> : null}
      {children}

      {view.bio || facts.length > 0 ? (
        <section aria-labelledby="about-title" className={CARD}>
          <h2 id="about-title" className={CARD_TITLE}>
            {aboutTitle}
          </h2>
          <BioText text={view.bio} />
          <FactList items={facts} />
        </section>
      ) : null}

      {view.kind === 'creative' ? (
        <div className={cn('grid gap-5 sm:grid-cols-2')}>
          <section aria-labelledby="skills-title" className={CARD}>
            <h2 id="skills-title" className={CARD_TITLE}>
              {t('profiles.skills.title')}
            </h2>
            {view.skills.length > 0 ? (
              <SkillChips skills={view.skills} label={t('profiles.skills.title')} />
            ) : (
              <p className="text-muted">{t('profiles.skills.noneOther')}</p>
            )}
          </section>
          <section aria-labelledby="availability-title" className={CARD}>
            <h2 id="availability-title" className={CARD_TITLE}>
              {t('profiles.availability.title')}
            </h2>
            <AvailabilityText availability={view.availability} remote={view.remote} />
          </section>
        </div>
      ) : null}

      {posts}
    </div>
  );
}
