import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CreateCard } from '../../../components/CreateCard';
import { ListResults, SearchBox } from '../../../components/list/ListParts';
import { Page } from '../../../components/Page';
import { buttonClasses } from '../../../components/ui/Button';
import { ToggleButton } from '../../../components/ui/ToggleButton';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/urlState';
import { StatusBadge } from '../components/StatusBadge';
import { useProposalsT } from '../i18n';
import { type ProposalSummary, useProposals } from '../lib/proposalsApi';

const CreateProposalDialog = lazy(() =>
  import('../components/CreateProposalDialog').then((module) => ({ default: module.CreateProposalDialog })),
);

const dateFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

function ProposalCard({ proposal, box }: { proposal: ProposalSummary; box: 'sent' | 'received' }) {
  const t = useProposalsT();
  return (
    <article className="flex w-full flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <h2 className="break-words text-lg font-bold text-ink">{proposal.title}</h2>
      <p className="text-sm text-muted">
        {box === 'sent'
          ? t('proposals.card.to', { name: proposal.host.name })
          : t('proposals.card.from', { name: proposal.sender.name })}{' '}
        · {dateFormat.format(new Date(proposal.created_at))}
      </p>
      <p className="break-words text-ink">{proposal.excerpt}</p>
      <p>
        <StatusBadge status={proposal.status} />
      </p>
      <Link
        to={`/proposaldetailsPage/${proposal.id}`}
        className={buttonClasses({}, 'mt-auto w-fit')}
        aria-label={t('proposals.card.viewLabel', { title: proposal.title })}
      >
        {t('proposals.card.view')}
      </Link>
    </article>
  );
}

/**
 * /proposalpage: proposals sent (creatives, businesses) or received (partners), search, 3 a page, 'Create a proposal'.
 * `?host=<partner>&opportunity=<id>` (a partner's 'Send a proposal', an opportunity's 'Apply with a proposal') opens
 * the form with them chosen.
 */
export default function ProposalsPage() {
  const t = useProposalsT();
  const session = useSession();
  const state = useListState();
  const [, setSearch] = useSearchParams();
  const canSend = session.userType === 'user' || session.userType === 'business';
  const box = !canSend || state.params.get('box') === 'received' ? 'received' : 'sent';
  const wantedHost = canSend ? (state.params.get('host') ?? '') : '';
  const wantedOpportunity = state.params.get('opportunity') ?? '';
  const query = new URLSearchParams(state.params);
  query.set('box', box);
  query.delete('host');
  query.delete('opportunity');
  const proposals = useProposals(query);
  const [creating, setCreating] = useState(Boolean(wantedHost));

  const openOrClose = (open: boolean) => {
    setCreating(open);
    // Closed, the form is not for that partner any more: the address says so (a reload does not reopen it).
    if (!open && (state.params.has('host') || state.params.has('opportunity'))) {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('host');
          next.delete('opportunity');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  const tab = (value: 'sent' | 'received', label: string) => (
    <ToggleButton pressed={box === value} onClick={() => state.set('box', value === 'sent' ? null : value)}>
      {label}
    </ToggleButton>
  );

  return (
    <Page title={t('page.proposals.title')} subtitle={t('proposals.subtitle')}>
      {canSend ? (
        <CreateCard
          id="create-proposal"
          title={t('proposals.create.card')}
          text={t('proposals.create.cardText')}
          action={t('proposals.create.button')}
          onCreate={() => setCreating(true)}
        />
      ) : null}
      {creating ? (
        <Suspense fallback={null}>
          <CreateProposalDialog
            open={creating}
            onOpenChange={openOrClose}
            initialHostId={wantedHost}
            initialOpportunityId={wantedOpportunity}
          />
        </Suspense>
      ) : null}
      {canSend ? (
        <div className="flex flex-wrap gap-2">
          {tab('sent', t('proposals.sent'))}
          {tab('received', t('proposals.received'))}
        </div>
      ) : null}
      <SearchBox state={state} label={t('proposals.search')} />
      <ListResults
        state={state}
        query={proposals}
        empty={t('proposal.noProposals')}
        className="grid gap-4 lg:grid-cols-3"
        render={(proposal) => <ProposalCard proposal={proposal} box={box} />}
      />
    </Page>
  );
}
