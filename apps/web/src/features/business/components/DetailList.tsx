import type { ReactNode } from 'react';
import { useBusinessT } from '../i18n';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** A labelled list of details (dl); an empty value reads 'Not given'. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  const t = useBusinessT();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-ink">{row.label}</dt>
          <dd className="mb-1 break-words text-ink sm:mb-0">
            {row.value === null || row.value === undefined || row.value === '' ? (
              <span className="text-muted">{t('business.profile.notGiven')}</span>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A card with an h2. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Only web addresses we can open safely (http/https); anything else is shown as text. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
