import type { DirectoryEntry } from '@creative-ng/shared/directory/index';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui';
import { type DirectoryKey, useDirectoryT } from '../i18n';

/** What a card says under the name: expertise and sector, a business's area, a partner's kind. */
export function entryLines(entry: DirectoryEntry, t: (key: DirectoryKey) => string): string[] {
  if (entry.type === 'partner') {
    const kind = entry.partner_type ? t(`directory.partnerType.${entry.partner_type}` as DirectoryKey) : null;
    const industry = entry.industry ? t(`directory.industry.${entry.industry}` as DirectoryKey) : null;
    return [kind, industry].filter((v): v is string => Boolean(v));
  }
  const first = entry.type === 'creative' ? (entry.expertise ?? entry.category) : entry.area;
  return [first, entry.sector].filter((v): v is string => Boolean(v) && v !== undefined);
}

/** One person or organisation: photo, name, what they do, where; the whole card links to the profile. */
export function DirectoryCard({ entry }: { entry: DirectoryEntry }) {
  const t = useDirectoryT();
  const lines = entryLines(entry, t);
  const place = entry.type === 'business' ? [entry.lga, entry.state].filter(Boolean).join(', ') : entry.state;
  return (
    <li>
      <Link
        to={`/profile/${entry.id}`}
        state={{ type: entry.type }}
        className="flex h-full items-start gap-3 rounded-xl border border-line bg-white p-4 text-ink no-underline shadow-sm hover:border-primary hover:shadow"
      >
        <Avatar name={entry.name} src={entry.photo} size="lg" decorative />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="break-words text-lg font-semibold">{entry.name}</span>
          {lines.map((line) => (
            <span key={line} className="break-words text-muted">
              {line}
            </span>
          ))}
          {place ? (
            <span className="inline-flex items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {place}
            </span>
          ) : null}
          {entry.skill.length > 0 ? (
            <span className="text-sm text-muted">{entry.skill.slice(0, 3).join(' · ')}</span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
