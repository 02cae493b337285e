import { Building2, Pencil } from 'lucide-react';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { INLINE_LINK } from '../../../components/form/controls';
import { PhotoUpload } from '../../../components/form/PhotoUpload';
import { Button, Spinner } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import type { PhotoKind } from '../../../lib/photo';
import { useBusinessT } from '../i18n';
import { type BusinessProfile, businessKeys } from '../lib/businessApi';
import { NEEDS, SOCIAL_NETWORKS } from '../lib/payload';
import { CacForm } from './CacForm';
import { Card, DetailList, safeHref } from './DetailList';

// The editor (and react-hook-form with it) loads when the dialog first opens, as the dialog's body does.
const BusinessEditForm = lazy(async () => ({ default: (await import('./BusinessEditForm')).BusinessEditForm }));

function ExternalLink({ href, label }: { href: string | null | undefined; label: string }) {
  const t = useBusinessT();
  const safe = safeHref(href);
  if (!safe) return <>{href}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={`${INLINE_LINK} break-all`}>
      {label}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-NG', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** A stored picture filling its frame (the cover, the logo). */
function StoredPicture({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} className="size-full object-cover" decoding="async" />;
}

/** The business account's own profile: cover and logo, details, links, needs, CAC form, and the edit dialog. */
export function BusinessProfileView({ profile }: { profile: BusinessProfile }) {
  const t = useBusinessT();
  const editButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);

  return (
    <div className="flex flex-col gap-5">
      <BusinessHeader profile={profile} editButton={editButton} onEdit={() => setEditing(true)} />
      <Card id="business-details-heading" title={t('business.profile.detailsHeading')}>
        <DetailList
          rows={[
            { label: t('business.profile.tradeName'), value: profile.trade_name },
            { label: t('business.profile.registeredName'), value: profile.registered_name },
            {
              label: t('business.profile.sectorArea'),
              value: [profile.sector, profile.area].filter(Boolean).join(' · '),
            },
            { label: t('business.profile.location'), value: [profile.lga, profile.state].filter(Boolean).join(', ') },
            { label: t('business.profile.address'), value: profile.address },
          ]}
        />
      </Card>
      <BusinessContact profile={profile} />
      <BusinessNeeds profile={profile} />
      <CacForm key={profile.cac_number ?? ''} profile={profile} />
      <p>
        {t('business.profile.visibility', {
          visibility:
            profile.visibility === 'private'
              ? t('business.profile.visibilityPrivate')
              : t('business.profile.visibilityPublic'),
        })}{' '}
        <Link to="/settings#visibility" className={INLINE_LINK}>
          {t('business.profile.changeVisibility')}
        </Link>
      </p>
      <Dialog open={editing} onOpenChange={setEditing} title={t('business.edit.title')} returnFocusRef={editButton}>
        <Suspense fallback={<Spinner />}>
          <BusinessEditForm profile={profile} onDone={() => setEditing(false)} />
        </Suspense>
      </Dialog>
    </div>
  );
}

/** The cover's or the logo's upload, in a business's words. */
function BusinessPhotoUpload({ kind, className }: { kind: PhotoKind; className: string }) {
  const t = useBusinessT();
  const cover = kind === 'cover';
  return (
    <PhotoUpload
      kind={kind}
      refresh={[businessKeys.profile]}
      label={cover ? t('business.image.changeCover') : t('business.image.changeLogo')}
      hint={cover ? t('business.image.coverHint') : t('business.image.logoHint')}
      className={className}
    />
  );
}

/** The top of the profile: cover and logo (each with its upload), the names, sector, since when, and Edit. */
function BusinessHeader({
  profile,
  editButton,
  onEdit,
}: {
  profile: BusinessProfile;
  editButton: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
}) {
  const t = useBusinessT();
  const since = formatDate(profile.created_at);
  const name = profile.trade_name || profile.registered_name || profile.email;
  return (
    <section
      aria-labelledby="business-name"
      className="overflow-hidden rounded-xl border border-line bg-white shadow-sm"
    >
      <div className="relative h-32 bg-primary-soft sm:h-48">
        {profile.cover_photo ? (
          <StoredPicture src={profile.cover_photo} alt={t('business.image.coverAlt', { name })} />
        ) : null}
        <BusinessPhotoUpload kind="cover" className="absolute right-2 bottom-2" />
      </div>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <div className="relative -mt-10 w-fit">
          <div className="flex size-20 items-center justify-center overflow-hidden rounded-full border-4 border-white bg-primary-soft text-primary-darker shadow-sm">
            {profile.logo ? (
              <StoredPicture src={profile.logo} alt={t('business.image.logoAlt', { name })} />
            ) : (
              <Building2 aria-hidden="true" className="size-9" />
            )}
          </div>
          <BusinessPhotoUpload kind="profile" className="absolute top-8 left-16 z-10" />
        </div>
        <div className="flex flex-col gap-1">
          <h2 id="business-name" className="text-xl font-bold text-ink">
            {name}
          </h2>
          {profile.registered_name && profile.registered_name !== name ? (
            <p className="text-muted">{profile.registered_name}</p>
          ) : null}
          {profile.sector || profile.area ? (
            <p className="text-ink">{[profile.sector, profile.area].filter(Boolean).join(' · ')}</p>
          ) : null}
          {since ? <p className="text-sm text-muted">{t('business.profile.memberSince', { date: since })}</p> : null}
        </div>
        <Button ref={editButton} variant="secondary" onClick={onEdit} className="sm:self-start">
          <Pencil aria-hidden="true" className="size-5" />
          {t('business.profile.edit')}
        </Button>
      </div>
    </section>
  );
}

/** How to reach the business: phone, email, website and social networks. */
function BusinessContact({ profile }: { profile: BusinessProfile }) {
  const t = useBusinessT();
  const socials = SOCIAL_NETWORKS.filter((network) => profile[network]);
  return (
    <Card id="business-contact-heading" title={t('business.profile.contactHeading')}>
      <DetailList
        rows={[
          {
            label: t('business.profile.phone'),
            value: profile.phone_number ? (
              <a href={`tel:${profile.phone_number}`} className={INLINE_LINK}>
                {profile.phone_number}
              </a>
            ) : null,
          },
          { label: t('business.profile.email'), value: profile.email },
          {
            label: t('business.profile.website'),
            value: profile.website ? <ExternalLink href={profile.website} label={profile.website} /> : null,
          },
          {
            label: t('business.profile.socialLegend'),
            value:
              socials.length > 0 ? (
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {socials.map((network) => (
                    <li key={network}>
                      <ExternalLink href={profile[network]} label={t(`business.profile.${network}`)} />
                    </li>
                  ))}
                </ul>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

/** What the business needs, each with the details it gave. */
function BusinessNeeds({ profile }: { profile: BusinessProfile }) {
  const t = useBusinessT();
  const needs = NEEDS.filter((need) => profile[`need_${need}`]);
  return (
    <Card id="business-needs-heading" title={t('business.profile.needsHeading')}>
      {needs.length === 0 ? (
        <p className="text-muted">{t('business.profile.noNeeds')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {needs.map((need) => (
            <li key={need} className="flex flex-col gap-1 rounded-lg bg-canvas p-3">
              <span className="font-semibold text-ink">{t(`business.needs.${need}`)}</span>
              {profile[`detail_${need}`] ? (
                <p className="whitespace-pre-line break-words text-ink">{profile[`detail_${need}`]}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
