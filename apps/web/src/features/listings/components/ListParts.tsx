import { Bookmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CreateCard } from '../../../components/CreateCard';
import { FilterControl } from '../../../components/FilterControl';
import { PendingNotice } from '../../../components/PendingNotice';
import { buttonClasses } from '../../../components/ui/Button';
import { ToggleButton } from '../../../components/ui/ToggleButton';
import { useSession } from '../../../lib/session';
import type { ListState } from '../../../lib/urlState';
import { useListingsT } from '../i18n';
import { usePublisher } from '../lib/listingsApi';

// The search box, choice filters and results every list shares are in components/list/ListParts.

/** The list's filters in the one filter control every list shares (a 'Filters' button and dialog on a phone). */
export function FilterPanel({ children, active }: { children: ReactNode; active: number }) {
  const t = useListingsT();
  return (
    <FilterControl
      openLabel={t('listings.filters.title')}
      title={t('listings.filters.title')}
      doneLabel={t('listings.filters.done')}
      active={active}
      columns={3}
    >
      {children}
    </FilterControl>
  );
}

/**
 * The partner's 'Post an …' card: approved partners get the create button; a partner waiting for
 * approval is told why it cannot publish; nobody else sees anything.
 */
export function PublishCard({
  title,
  text,
  action,
  onCreate,
}: {
  title: string;
  text: string;
  action: string;
  onCreate: () => void;
}) {
  const t = useListingsT();
  const session = useSession();
  const publisher = usePublisher();
  if (session.userType !== 'partner' || !publisher.data) return null;
  if (!publisher.data.can_publish) {
    return (
      <PendingNotice id="publish-pending-heading" title={t('listings.publish.pendingTitle')}>
        {publisher.data.reason === 'blocked' ? t('listing.blocked') : t('listing.notApproved')}
      </PendingNotice>
    );
  }
  return <CreateCard id="publish-heading" title={title} text={text} action={action} onCreate={onCreate} />;
}

/** 'All' / 'Mine' for partners: their own list includes items not shown to the public. */
export function MineSwitch({ state, allLabel, mineLabel }: { state: ListState; allLabel: string; mineLabel: string }) {
  const session = useSession();
  if (session.userType !== 'partner') return null;
  const mine = state.params.get('mine') === '1';
  const item = (active: boolean, label: string, value: string | null) => (
    <ToggleButton pressed={active} onClick={() => state.set('mine', value)}>
      {label}
    </ToggleButton>
  );
  return (
    <div className="flex gap-2">
      {item(!mine, allLabel, null)}
      {item(mine, mineLabel, '1')}
    </div>
  );
}

/** A link to 'Saved' for the people who can save (creatives and businesses). */
export function SavedLink() {
  const t = useListingsT();
  const session = useSession();
  if (!session.accessToken || (session.userType !== 'user' && session.userType !== 'business')) return null;
  return (
    <Link to="/saved" className={buttonClasses({ variant: 'secondary' })}>
      <Bookmark aria-hidden="true" className="size-5" />
      {t('listings.saved.title')}
    </Link>
  );
}
