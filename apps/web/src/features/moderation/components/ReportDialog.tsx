import { englishOfIssue } from '@creative-ng/shared/i18n/translate';
import { type ReportTargetType, reportRequestSchema } from '@creative-ng/shared/moderation/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { Button } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { translateMessage, useModerationT } from '../i18n';
import { failureText, fieldError, sendReport } from '../lib/moderationApi';

const MEMBER_ROLES = new Set(['user', 'business', 'partner']);

export interface ReportButtonProps {
  /** What is reported: 'post', 'product', 'listing' (a partner's tool, opportunity or training) or 'profile'. */
  targetType: ReportTargetType;
  /** The id of that post, product, listing or account. */
  targetId: string;
  /** What the dialog calls it, e.g. the post's title or the person's name: "Report {label}". */
  label: string;
  /** The author's account id, when known: the button is hidden on one's own content. */
  authorId?: string | null;
  className?: string;
}

/**
 * A 'Report' button with its dialog, for any reportable thing. Shown only to signed-in members (creatives,
 * businesses, partners), never on their own content. Sends POST /api/prop/reports and says how it went in a toast.
 *
 *   <ReportButton targetType="post" targetId={post.id} label={post.title} authorId={post.author.id} />
 */
export function ReportButton({ targetType, targetId, label, authorId, className }: ReportButtonProps) {
  const t = useModerationT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const ownId = session.profile && typeof session.profile.id === 'string' ? session.profile.id : null;
  if (!session.accessToken || !session.userType || !MEMBER_ROLES.has(session.userType)) return null;
  if (ownId && (ownId === authorId || (targetType === 'profile' && ownId === targetId))) return null;

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        className={cn('self-start text-muted', className)}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('moderation.report.title', { label })}
      >
        <Flag aria-hidden="true" className="size-5" />
        {t('moderation.report.button')}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={trigger}
        title={t('moderation.report.title', { label })}
        intro={t('moderation.report.intro')}
        label={t('moderation.report.reason')}
        hint={t('moderation.report.reasonHint')}
        submitLabel={t('moderation.report.submit')}
        busyLabel={t('moderation.report.sending')}
        cancelLabel={t('moderation.report.cancel')}
        check={(reason) => {
          const checked = reportRequestSchema.shape.reason.safeParse(reason);
          return checked.success ? null : translateMessage(englishOfIssue(checked.error.issues[0]), t);
        }}
        onSubmit={async (reason) => {
          const response = await sendReport({ target_type: targetType, target_id: targetId, reason });
          toast.success(translateMessage(response.message, t), { duration: TOAST_DURATIONS.libraryDefault });
        }}
        failure={(error) => {
          const field = fieldError(error, 'reason', t);
          return field ? { field } : { form: failureText(error, t('moderation.report.failed'), t) };
        }}
      />
    </>
  );
}
