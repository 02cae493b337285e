import type { ReportTargetType } from '@creative-ng/shared/moderation/constants';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { preloadOnInteraction } from '../../lib/firstInteraction';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Button } from '../ui';
import { cn } from '../ui/cn';

// Posts, products and profiles show it, so it is a shared piece with its words in the core catalogue; the admin's
// report queue stays the moderation feature's. The dialog, and the shared schema that checks a reason, load with a member's first tap or key press where a
// Report button shows (decision 0080).
const loadReasonDialog = () => import('./ReportReasonDialog');
const ReportReasonDialog = lazy(loadReasonDialog);

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
  const t = useT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  if (open) opened.current = true;
  const ownId = session.profile && typeof session.profile.id === 'string' ? session.profile.id : null;
  const member = Boolean(session.accessToken && session.userType && MEMBER_ROLES.has(session.userType));
  const own = Boolean(ownId && (ownId === authorId || (targetType === 'profile' && ownId === targetId)));
  useEffect(() => {
    if (member && !own) preloadOnInteraction(loadReasonDialog);
  }, [member, own]);
  if (!member || own) return null;

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
      {open || opened.current ? (
        <Suspense fallback={null}>
          <ReportReasonDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusRef={trigger}
            targetType={targetType}
            targetId={targetId}
            label={label}
          />
        </Suspense>
      ) : null}
    </>
  );
}
