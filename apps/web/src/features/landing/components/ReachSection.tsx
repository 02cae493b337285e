import { useReferenceNames } from '../../../lib/api';
import { useT } from '../../../lib/i18n';

/**
 * Where the platform reaches: every state and LGA, every creative sector group.
 * Read from GET /api/reference/names: the names and counts of the list the sign-up and profile forms use.
 */
export function ReachSection() {
  const t = useT();
  const { data } = useReferenceNames();
  if (!data) return null;
  return (
    <section aria-labelledby="reach-heading" className="mx-auto w-full max-w-6xl px-4 pb-10 sm:px-6">
      <h2 id="reach-heading" className="mb-2 text-xl font-bold">
        {t('landing.reachTitle')}
      </h2>
      <p className="mb-4 text-muted">
        {t('landing.reachBody', {
          states: data.states.filter((state) => state !== 'Federal Capital Territory').length,
          lgas: data.lgaCount,
          sectors: data.sectorGroups.length,
        })}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t('landing.sectorsLabel')}>
        {data.sectorGroups.map((group) => (
          <li key={group.id} className="rounded-full border border-line bg-white px-3 py-1 text-sm">
            {group.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
