import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FLOATING } from '../../components/ui/menu';
import { describeNotice } from '../../features/notifications/lib/describe';
import { type Notice, useMarkAllRead, useNotifications } from '../../features/notifications/lib/notificationsApi';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { BellButton } from './TopBarButtons';

const WHEN = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

function NoticeItem({ notice, onNavigate }: { notice: Notice; onNavigate: () => void }) {
  const t = useT();
  const view = describeNotice(notice, t);
  const body = (
    <>
      <span className="block">
        {notice.read ? null : (
          <span className="mr-2 rounded bg-primary-soft px-1.5 py-0.5 text-xs font-bold text-primary-darker">
            {t('notifications.unreadMark')}
          </span>
        )}
        {view.text}
      </span>
      <time dateTime={notice.created_at} className="text-sm text-muted">
        {WHEN.format(new Date(notice.created_at))}
      </time>
    </>
  );
  return (
    <li className="border-b border-line py-2 last:border-b-0">
      {view.href ? (
        <Link to={view.href} onClick={onNavigate} className="block rounded hover:bg-canvas">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

function NoticeList({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const notices = useNotifications(true);
  const markAllRead = useMarkAllRead();
  const marked = useRef(false);
  const unread = notices.data?.unread ?? 0;

  // Opening the bell is reading the notices: the badge goes once they have been shown.
  useEffect(() => {
    if (unread > 0 && !marked.current) {
      marked.current = true;
      markAllRead.mutate();
    }
  }, [unread, markAllRead]);

  if (notices.isPending) return <p role="status">{t('notifications.loading')}</p>;
  if (notices.isError) return <p role="alert">{t('notifications.failed')}</p>;
  if (notices.data.items.length === 0) return <p className="text-muted">{t('topbar.notificationsEmpty')}</p>;
  return (
    <ul className="max-h-[60vh] overflow-y-auto">
      {notices.data.items.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

/** The bell's popover: the newest notices of the signed-in account. Loaded on first use to keep Radix out of the first download. */
export default function NotificationsPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT();
  const headingId = useId();
  const session = useSession();
  const signedIn = Boolean(session.accessToken);
  const notices = useNotifications(signedIn).data;
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <BellButton unread={notices?.unread ?? 0} unreadCapped={notices?.unread_capped} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          {...FLOATING}
          aria-labelledby={headingId}
          className="z-40 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-line bg-white p-4 shadow-lg"
        >
          <h2 id={headingId} className="mb-1 text-lg font-semibold">
            {t('topbar.notifications')}
          </h2>
          {signedIn ? (
            <NoticeList onNavigate={() => setOpen(false)} />
          ) : (
            <p className="text-muted">{t('topbar.notificationsSignIn')}</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
