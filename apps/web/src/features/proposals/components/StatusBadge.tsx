import { cn } from '../../../components/ui/cn';
import { useProposalsT } from '../i18n';
import type { ProposalSummary } from '../lib/proposalsApi';

const STYLE: Record<ProposalSummary['status'], string> = {
  PENDING: 'bg-warning-soft text-ink',
  APPROVED: 'bg-primary-soft text-ink',
  REJECTED: 'bg-gray-200 text-ink',
};

export function StatusBadge({ status }: { status: ProposalSummary['status'] }) {
  const t = useProposalsT();
  return (
    <span className={cn('inline-block rounded-full px-3 py-1 text-sm font-bold', STYLE[status])}>
      {t(`proposals.status.${status}`)}
    </span>
  );
}
