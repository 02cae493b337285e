import { Briefcase } from 'lucide-react';
import type { ReactNode } from 'react';
import { INLINE_LINK } from '../../../components/form/controls';
import { lookupDynamic, useBusinessT } from '../i18n';
import type { SideBusiness } from '../lib/businessApi';
import { DetailList } from './DetailList';

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-NG', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** The member's side business as a card. */
export function SideBusinessCard({ business, action }: { business: SideBusiness; action?: ReactNode }) {
  const t = useBusinessT();
  const added = formatDate(business.created_at);
  return (
    <article
      aria-labelledby="side-business-name"
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-dark">
          <Briefcase aria-hidden="true" className="size-6" />
        </div>
        <div className="flex min-w-0 flex-col">
          <h2 id="side-business-name" className="break-words text-xl font-bold text-ink">
            {business.name}
          </h2>
          <p className="text-muted">{lookupDynamic(t, `business.sectors.${business.sector}`, business.sector)}</p>
        </div>
      </div>
      <DetailList
        rows={[
          { label: t('business.side.cacLabel'), value: business.cac_number },
          { label: t('business.side.address'), value: business.address },
          {
            label: t('business.side.email'),
            value: business.email ? (
              <a href={`mailto:${business.email}`} className={`${INLINE_LINK} break-all`}>
                {business.email}
              </a>
            ) : null,
          },
          {
            label: t('business.side.phone'),
            value: business.phone_number ? (
              <a href={`tel:${business.phone_number}`} className={INLINE_LINK}>
                {business.phone_number}
              </a>
            ) : null,
          },
        ]}
      />
      {added ? <p className="text-sm text-muted">{t('business.side.added', { date: added })}</p> : null}
      {action ? <div>{action}</div> : null}
    </article>
  );
}
