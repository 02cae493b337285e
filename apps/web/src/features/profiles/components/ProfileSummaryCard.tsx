import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { CARD } from '../../../components/ui/card';
import { useProfilesT } from '../i18n';
import { type CreativeProfile, profileSummary } from '../lib/profile';
import { AvailabilityText, BioText, ProfilePicture } from './ProfileParts';

/**
 * The home page's profile summary card: name, expertise, category, bio preview
 * (100 characters, 'Read more'), skills, 'Open to work' with type and remote, and 'View Profile'.
 */
export function ProfileSummaryCard({ profile }: { profile: CreativeProfile }) {
  const t = useProfilesT();
  const summary = profileSummary(profile);
  return (
    <section aria-labelledby="summary-name" className={CARD}>
      <div className="flex items-center gap-3">
        <ProfilePicture name={summary.name} src={summary.photo} size="md" />
        <div className="flex min-w-0 flex-col">
          <h2 id="summary-name" className="truncate text-lg font-bold text-ink">
            {summary.name}
          </h2>
          {summary.expertise ? <p className="text-ink">{summary.expertise}</p> : null}
          {summary.category ? <p className="text-sm text-muted">{summary.category}</p> : null}
        </div>
      </div>
      {summary.bio.full ? (
        <BioText text={summary.bio.full} />
      ) : (
        <p className="text-muted">{t('profiles.card.noBio')}</p>
      )}
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold text-ink">{t('profiles.skills.title')}</h3>
        {summary.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {summary.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full border border-primary-line bg-primary-soft px-3 py-1 text-sm text-ink"
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('profiles.skills.none')}</p>
        )}
      </div>
      <AvailabilityText availability={summary.availability} remote={summary.remote} />
      <Link to="/profilepage" className={buttonClasses({ variant: 'secondary' }, 'w-full')}>
        {t('profiles.summary.viewProfile')}
      </Link>
    </section>
  );
}
