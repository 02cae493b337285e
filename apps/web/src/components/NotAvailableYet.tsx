import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { homePath, useSession } from '../lib/session';

/** The honest notice of a screen whose feature has not landed yet (one shared component). */
export function NotAvailableYet() {
  const t = useT();
  const session = useSession();
  return (
    <section className="flex items-start gap-3 rounded-xl border border-warning-line bg-warning-soft p-4">
      <Construction aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-ink">{t('notAvailable.message')}</p>
        <p>
          <Link
            to={homePath(session)}
            className="inline-flex min-h-6 items-center font-semibold text-primary-dark underline underline-offset-2 hover:text-primary-darker"
          >
            {t('notAvailable.home')}
          </Link>
        </p>
      </div>
    </section>
  );
}
