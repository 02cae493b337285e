import { Sparkles } from 'lucide-react';
import { useT } from '../lib/i18n';

/** The 'Coming Soon' banner about IP securitization, above the feed on the landing page and the home page. */
export function ComingSoonBanner({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  const Heading = headingLevel;
  return (
    <aside
      aria-labelledby="ip-banner-heading"
      className="flex items-start gap-3 rounded-xl border border-accent bg-accent-soft p-5"
    >
      <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-ink" />
      <div className="flex flex-col gap-1">
        <p className="w-fit rounded-md bg-accent px-2 py-0.5 text-sm font-bold text-ink">{t('landing.bannerLabel')}</p>
        <Heading id="ip-banner-heading" className="text-lg font-bold">
          {t('landing.bannerTitle')}
        </Heading>
        <p>{t('landing.bannerBody')}</p>
      </div>
    </aside>
  );
}
