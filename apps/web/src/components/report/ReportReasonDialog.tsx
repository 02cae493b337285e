import type { ReportCreated, ReportTargetType } from '@creative-ng/shared/moderation/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { apiFetch } from '../../lib/api';
import { failureMessage, serverFieldErrors } from '../../lib/failure';
import { useT } from '../../lib/i18n';
import { messageText } from '../../lib/language';
import { toast } from '../../lib/toast';
import { ReasonDialog } from '../ReasonDialog';
import type { OpenedDialogProps } from '../ui/dialogProps';

interface ReportReasonDialogProps extends OpenedDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  label: string;
}

/** A report's reason, checked as the report request checks it (the schema loads with the first check). */
const loadReasonSchema = async () =>
  (await import('@creative-ng/shared/moderation/index')).reportRequestSchema.pick({ reason: true });

/** The report's dialog: asks for the reason, checks it with the shared schema, sends it (./ReportButton opens it). */
export default function ReportReasonDialog({
  open,
  onOpenChange,
  returnFocusRef,
  targetType,
  targetId,
  label,
}: ReportReasonDialogProps) {
  const t = useT();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      title={t('moderation.report.title', { label })}
      intro={t('moderation.report.intro')}
      label={t('moderation.report.reason')}
      hint={t('moderation.report.reasonHint')}
      submitLabel={t('moderation.report.submit')}
      busyLabel={t('moderation.report.sending')}
      cancelLabel={t('moderation.report.cancel')}
      schema={loadReasonSchema}
      unreachable={() => t('moderation.report.failed')}
      onSubmit={async (reason) => {
        const json = { target_type: targetType, target_id: targetId, reason };
        const response = await apiFetch<ReportCreated>('/api/prop/reports', { method: 'POST', json });
        toast.success(messageText(response.message), { duration: TOAST_DURATIONS.libraryDefault });
      }}
      failure={(error) => {
        const field = serverFieldErrors(error).reason;
        return field ? { field } : { form: failureMessage(error, t('moderation.report.failed')) };
      }}
    />
  );
}
