import { PREVIEW_LENGTHS } from '@creative-ng/shared/reference/constants';
import { BadgeCheck, Briefcase, Globe, MapPin, SearchX, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ExpandableText } from '../../../components/ExpandableText';
import { EmptyState } from '../../../components/ui';
import { initials } from '../../../components/ui/Avatar';
import { CARD, CARD_TITLE } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { RemoveButton } from '../../../components/ui/RemoveButton';
import { lookupDynamic, type ProfilesTranslate, useProfilesT } from '../i18n';
import { type NeedItem, needsList, type ProfileView, type SocialNetwork } from '../lib/profile';

/*
 * The building blocks of every profile screen: cover, picture, badges, bio with 'Read more', skills,
 * availability, social links, the admin-only card and the empty states.
 */

/** A catalogue label for an option value (employment status, education, gender...), else the value itself. */
export function optionLabel(t: ProfilesTranslate, value: string): string {
  return lookupDynamic(t, `profiles.option.${value}`, value);
}

/** 'Full Time' → its label; null → 'Not available'. */
export function availabilityLabel(t: ProfilesTranslate, value: string | null): string {
  return value ? optionLabel(t, value) : t('profiles.availability.notAvailable');
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' }).format(date);
}

/** The cover photo in a fixed 3:1 box (nothing moves when it arrives); a soft green band when there is none. */
export function CoverImage({
  src,
  srcSet,
  children,
}: {
  src: string | null;
  srcSet?: string | null;
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative aspect-[3/1] w-full overflow-hidden rounded-t-xl bg-gradient-to-r from-primary-soft to-primary-line">
      {src && !failed ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? '(min-width: 56rem) 48rem, 100vw' : undefined}
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : null}
      {children}
    </div>
  );
}

/** The profile picture (96 px, fixed box), or the initials when there is none or it fails to load. */
export function ProfilePicture({
  name,
  src,
  srcSet,
  size = 'lg',
  className,
}: {
  name: string;
  src: string | null;
  srcSet?: string | null;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'size-24 text-2xl' : 'size-14 text-lg';
  const pixels = size === 'lg' ? 96 : 56;
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-darker',
    box,
    className,
  );
  if (src && !failed) {
    return (
      <img
        src={src}
        srcSet={srcSet ?? undefined}
        sizes={srcSet ? `${pixels}px` : undefined}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn(classes, 'object-cover')}
      />
    );
  }
  return (
    <span aria-hidden="true" className={classes}>
      {initials(name)}
    </span>
  );
}

/** 'verified by NIN' / 'verified by BVN' with the date; 'Identity verified' when the type is not shown. */
export function VerifiedBadge({ view }: { view: Pick<ProfileView, 'verification' | 'identityVerified'> }) {
  const t = useProfilesT();
  if (!view.verification && !view.identityVerified) return null;
  const date = formatDate(view.verification?.at);
  const text = view.verification
    ? view.verification.type === 'NIN'
      ? t('profiles.verified.nin')
      : t('profiles.verified.bvn')
    : t('profiles.verified.identity');
  return (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-darker">
      <BadgeCheck aria-hidden="true" className="size-4" />
      <span>
        {text}
        {date ? <span className="font-normal"> {t('profiles.verified.on', { date })}</span> : null}
      </span>
    </p>
  );
}

/** Name, headline, category and location under the cover. `heading` is the page's h1 or an h2. */
export function ProfileIdentity({ view, heading: Heading = 'h1' }: { view: ProfileView; heading?: 'h1' | 'h2' }) {
  const t = useProfilesT();
  return (
    <div className="flex flex-col gap-1">
      <Heading className="text-2xl font-bold text-ink">{view.name}</Heading>
      {view.headline ? <p className="text-lg text-ink">{view.headline}</p> : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
        {(
          [
            [Briefcase, 'profiles.card.category', view.category],
            [MapPin, 'profiles.card.location', view.location],
          ] as const
        ).map(([Icon, label, value]) =>
          value ? (
            <li key={label} className="inline-flex items-center gap-1">
              <Icon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t(label)}: </span>
              {value}
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

/** A bio with its first 100 characters and a 'Read more' / 'Show less' toggle. */
export function BioText({ text, className }: { text: string; className?: string }) {
  const t = useProfilesT();
  return (
    <ExpandableText
      text={text}
      limit={PREVIEW_LENGTHS.bio}
      moreLabel={t('profiles.bio.more')}
      lessLabel={t('profiles.bio.less')}
      className={className}
    />
  );
}

/** Skills as a list of chips. */
export function SkillChips({ skills, label }: { skills: readonly { id: string; name: string }[]; label: string }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li
          key={skill.id}
          className="rounded-full border border-primary-line bg-primary-soft px-3 py-1 text-sm text-ink"
        >
          {skill.name}
        </li>
      ))}
    </ul>
  );
}

/** 'Open to work' with the type and remote, or 'Not open to work right now'. */
export function AvailabilityText({ availability, remote }: { availability: string | null; remote: boolean }) {
  const t = useProfilesT();
  if (!availability && !remote) return <p className="text-muted">{t('profiles.availability.notOpen')}</p>;
  const parts = [
    availability ? availabilityLabel(t, availability) : null,
    remote ? t('profiles.availability.remote') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-ink">
        {t('profiles.availability.openToWork')}
      </span>
      <span className="text-ink">{parts}</span>
    </p>
  );
}

const NETWORK_KEYS = {
  facebook: 'profiles.social.facebook',
  instagram: 'profiles.social.instagram',
  twitter: 'profiles.social.twitter',
} as const satisfies Record<SocialNetwork, string>;

/** Social and website links, each opening in a new tab and saying so. */
export function SocialLinks({ view }: { view: Pick<ProfileView, 'socials' | 'website'> }) {
  const t = useProfilesT();
  if (view.socials.length === 0 && !view.website) return null;
  const link =
    'inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-dark underline underline-offset-2 hover:text-primary-darker';
  return (
    <ul aria-label={t('profiles.social.label')} className="flex flex-wrap gap-x-5">
      {view.website ? (
        <li>
          <a href={view.website} target="_blank" rel="noopener noreferrer nofollow" className={link}>
            <Globe aria-hidden="true" className="size-4" />
            {t('profiles.social.website')}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
      ) : null}
      {view.socials.map((social) => (
        <li key={social.network}>
          <a href={social.url} target="_blank" rel="noopener noreferrer nofollow" className={link}>
            {t(NETWORK_KEYS[social.network])}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Label : value pairs as a description list. */
export function FactList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  if (items.length === 0) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-semibold text-muted">{item.label}</dt>
          <dd className="mb-1 text-ink sm:mb-0">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The need's label ('Training', 'Market access'). */
export function needLabel(t: ProfilesTranslate, id: NeedItem['id']): string {
  return t(`profiles.needs.${id}` as const);
}

/** The admin-only card: contact, identity, origin, support needs, partnership, account status. */
export function AdminCard({ view }: { view: ProfileView }) {
  const t = useProfilesT();
  const admin = view.admin;
  if (!admin) return null;
  const needs = needsList(admin.needs);
  const identity = admin.verification_type
    ? admin.identity_last_four
      ? t('profiles.admin.identityValue', { type: admin.verification_type, last: admin.identity_last_four })
      : admin.verification_type
    : t('profiles.admin.notVerified');
  const status = admin.is_blacklisted
    ? t('profiles.admin.statusBlocked')
    : admin.is_activated
      ? t('profiles.admin.statusActive')
      : t('profiles.admin.statusInactive');
  const none = t('profiles.admin.none');
  return (
    <section aria-labelledby="admin-card-title" className={cn(CARD, 'border-accent bg-accent-soft/40')}>
      <h2 id="admin-card-title" className={cn(CARD_TITLE, 'flex items-center gap-2')}>
        <ShieldCheck aria-hidden="true" className="size-5 text-accent-ink" />
        {t('profiles.admin.title')}
      </h2>
      <p className="text-sm text-muted">{t('profiles.admin.intro')}</p>
      <FactList
        items={[
          { label: t('profiles.admin.email'), value: admin.email },
          { label: t('profiles.admin.phone'), value: admin.phone_number || none },
          { label: t('profiles.admin.identity'), value: identity },
          { label: t('profiles.admin.originState'), value: admin.origin_state || none },
          { label: t('profiles.admin.lga'), value: admin.lga || none },
          {
            label: t('profiles.admin.visibility'),
            value: lookupDynamic(t, `profiles.visibility.${admin.visibility}`, admin.visibility),
          },
          { label: t('profiles.admin.status'), value: status },
          { label: t('profiles.admin.joined'), value: formatDate(admin.created_at) || none },
        ]}
      />
      {admin.needs ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-bold text-ink">{t('profiles.admin.needs')}</h3>
          {needs.length === 0 ? (
            <p className="text-muted">{t('profiles.admin.noNeeds')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {needs.map((need) => (
                <li key={need.id} className="rounded-lg border border-line bg-white p-3">
                  <p className="font-semibold text-ink">{needLabel(t, need.id)}</p>
                  <p className="whitespace-pre-line text-ink">{need.detail || t('profiles.admin.noDetails')}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {admin.partnership ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-bold text-ink">{t('profiles.admin.partnership')}</h3>
          <FactList
            items={[
              { label: t('profiles.admin.contactName'), value: admin.partnership.contact_name },
              { label: t('profiles.admin.contactEmail'), value: admin.partnership.contact_email },
              { label: t('profiles.admin.contactPhone'), value: admin.partnership.contact_phone },
              {
                label: t('profiles.admin.approved'),
                value: admin.partnership.approved ? t('profiles.admin.yes') : t('profiles.admin.no'),
              },
            ]}
          />
        </div>
      ) : null}
    </section>
  );
}

/** 'We could not find that profile.' (private, blacklisted or unknown). */
export function ProfileNotFound({ action }: { action?: ReactNode }) {
  const t = useProfilesT();
  return (
    <EmptyState
      as="p"
      icon={<SearchX aria-hidden="true" className="size-6" />}
      title={t('profile.notFound')}
      description={t('profiles.notFound.body')}
      action={action}
    />
  );
}

/** A skill as a chip with its remove button (the skills chosen while onboarding, the profile's skills editor). */
export function SkillChip({ name, onRemove, disabled }: { name: string; onRemove: () => void; disabled?: boolean }) {
  const t = useProfilesT();
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-primary-line bg-primary-soft py-0.5 pr-0.5 pl-3 text-sm text-ink">
      {name}
      <RemoveButton
        onClick={onRemove}
        disabled={disabled}
        label={t('profiles.skills.remove', { skill: name })}
        className="size-11 text-ink hover:bg-primary-line disabled:opacity-50"
      />
    </li>
  );
}
