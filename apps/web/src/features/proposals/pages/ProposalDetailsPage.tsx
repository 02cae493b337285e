import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BackLink, ItemFallback } from '../../../components/ItemFallback';
import { Page } from '../../../components/Page';
import { StartConversationButton } from '../../../components/StartConversationButton';
import { Button } from '../../../components/ui/Button';
import { failureMessage } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { DecisionForm } from '../components/DecisionForm';
import { StatusBadge } from '../components/StatusBadge';
import { useProposalsT } from '../i18n';
import { downloadDocument, useProposal } from '../lib/proposalsApi';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const sizeFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/** /proposaldetailsPage/:id: host, documents, cover letter and status; the host decides here. */
export default function ProposalDetailsPage() {
  const t = useProposalsT();
  const { id } = useParams();
  const proposal = useProposal(id);
  const back = <BackLink to="/proposalpage">{t('proposals.detail.back')}</BackLink>;
  if (!proposal.data) {
    return (
      <ItemFallback
        pending={proposal.isPending}
        title={t('page.proposalDetails.title')}
        skeleton="h-40 w-full rounded-xl"
        notFound={t('proposal.notFound')}
        back={back}
      />
    );
  }
  const item = proposal.data;
  const download = (document: { id: string; name: string }) =>
    downloadDocument(item.id, document).catch((cause) =>
      toast.error(failureMessage(cause, t('error.INTERNAL')), { duration: TOAST_DURATIONS.error }),
    );
  return (
    <Page title={item.title}>
      {back}
      <article className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
        <dl className="grid gap-3 text-ink sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('proposals.detail.host')}</dt>
            <dd className="font-semibold">{item.host.name}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('proposals.detail.sender')}</dt>
            <dd className="font-semibold">{item.sender.name}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('proposals.detail.date')}</dt>
            <dd>{dateFormat.format(new Date(item.created_at))}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('proposals.detail.status')}</dt>
            <dd>
              <StatusBadge status={item.status} />
            </dd>
          </div>
          {item.opportunity ? (
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">{t('proposals.detail.opportunity')}</dt>
              <dd>
                <Link
                  to={`/opportunitydetails/${item.opportunity.id}`}
                  className="text-primary-dark underline underline-offset-2"
                >
                  {item.opportunity.title}
                </Link>
              </dd>
            </div>
          ) : null}
          {item.reason ? (
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">{t('proposals.detail.reason')}</dt>
              <dd className="whitespace-pre-line break-words">{item.reason}</dd>
            </div>
          ) : null}
        </dl>
        <h2 className="text-lg font-bold text-ink">{t('proposals.detail.coverLetter')}</h2>
        <p className="whitespace-pre-line break-words text-ink">{item.cover_letter}</p>
        <h2 className="text-lg font-bold text-ink">{t('proposals.detail.documents')}</h2>
        <ul className="flex flex-col gap-2">
          {item.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                onClick={() => void download(document)}
                aria-label={t('proposals.detail.download', { name: document.name })}
              >
                <Download aria-hidden="true" className="size-5" />
                <span className="break-all">{document.name}</span>
              </Button>
              <span className="text-sm text-muted">{sizeFormat.format(document.size / 1024)} KB</span>
            </li>
          ))}
        </ul>
        <StartConversationButton
          subject={{ subject_type: 'proposal', subject_id: item.id }}
          label={item.is_host ? 'startChat.messageSender' : 'startChat.messagePartner'}
          className="self-start"
        />
      </article>
      {item.is_host && item.status === 'PENDING' ? <DecisionForm proposal={item} /> : null}
    </Page>
  );
}
