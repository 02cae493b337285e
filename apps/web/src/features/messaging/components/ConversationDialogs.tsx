import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { Button } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useMessagingT } from '../i18n';
import { failure, type ReportTarget } from '../lib/errors';
import { reportToAdmins } from '../lib/messagingApi';

/** Asks before blocking: what blocking does, and Block or Cancel. */
export function BlockDialog({
  open,
  onOpenChange,
  name,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const t = useMessagingT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('messaging.blockTitle', { name })}>
      <div className="flex flex-col gap-4">
        <p className="text-muted">{t('messaging.blockIntro')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('messaging.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} aria-disabled={busy || undefined}>
            {t('messaging.blockConfirm', { name })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** A report's reason, checked as the report request checks it (the schema loads with the first check). */
const loadReasonSchema = async () =>
  (await import('@creative-ng/shared/moderation/index')).reportRequestSchema.pick({ reason: true });

/** The report dialog for the conversation or one message (into the admins' reports queue). */
export function ReportMessageDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const t = useMessagingT();
  return (
    <ReasonDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.type === 'message' ? t('messaging.report.messageTitle') : t('messaging.report.conversationTitle')}
      intro={t('messaging.report.intro')}
      label={t('messaging.report.reason')}
      hint={t('messaging.report.reasonHint')}
      submitLabel={t('messaging.report.submit')}
      busyLabel={t('messaging.report.sending')}
      cancelLabel={t('messaging.cancel')}
      schema={loadReasonSchema}
      unreachable={() => t('messaging.report.failed')}
      onSubmit={async (reason) => {
        if (!target) return;
        const answer = await reportToAdmins(target.type, target.id, reason);
        toast.success(messageText(answer.message), { duration: TOAST_DURATIONS.libraryDefault });
      }}
      failure={(error) => {
        const field = error instanceof ApiError ? error.fields.reason : undefined;
        return field ? { field: messageText(field) } : { form: failure(error, t('messaging.report.failed')) };
      }}
    />
  );
}
