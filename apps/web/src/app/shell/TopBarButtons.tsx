import { Bell, MessagesSquare, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Avatar, VisuallyHidden } from '../../components/ui';
import { cn } from '../../components/ui/cn';
import { useT } from '../../lib/i18n';
import { shownCount } from '../../lib/paging';
import { displayName, type Session } from '../../lib/session';

const ICON_BUTTON =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-canvas aria-expanded:bg-primary-soft';

/** The red count on a top-bar button ('9+' past nine); the button's name says the number. */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-white"
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}

/**
 * The bell, with the number of unread notices ('100+' when counting stopped there). Spreads extra props so a Radix
 * trigger can wrap it.
 */
export function BellButton({
  className,
  unread = 0,
  unreadCapped = false,
  ...props
}: ComponentProps<'button'> & { unread?: number; unreadCapped?: boolean | undefined }) {
  const t = useT();
  const label =
    unread > 0
      ? t('topbar.notificationsUnread', { count: shownCount(unread, unreadCapped) })
      : t('topbar.notifications');
  return (
    <button type="button" aria-label={label} className={cn(ICON_BUTTON, className)} {...props}>
      <Bell aria-hidden="true" className="size-6" />
      <CountBadge count={unread} />
    </button>
  );
}

/** The link to the member's messages, with the number they have not read (followed live). */
export function MessagesLink({ unread = 0, className }: { unread?: number; className?: string }) {
  const t = useT();
  const label = unread > 0 ? t('topbar.messagesUnread', { count: unread }) : t('topbar.messages');
  return (
    <Link to="/messages" aria-label={label} className={cn(ICON_BUTTON, className)}>
      <MessagesSquare aria-hidden="true" className="size-6" />
      <CountBadge count={unread} />
    </Link>
  );
}

interface ProfileButtonProps extends ComponentProps<'button'> {
  session: Session;
}

/** The profile image: opens the profile menu when signed in, the sign-in state when not. */
export function ProfileButton({ session, className, ...props }: ProfileButtonProps) {
  const t = useT();
  const signedIn = Boolean(session.accessToken);
  const name = displayName(session.profile);
  const photo = typeof session.profile?.photo === 'string' ? session.profile.photo : null;
  return (
    <button
      type="button"
      aria-haspopup={signedIn ? 'menu' : 'dialog'}
      className={cn(ICON_BUTTON, className)}
      {...props}
    >
      {/* Named by hidden text, not aria-label: the initials shown are a picture, not the button's label. */}
      <VisuallyHidden>{signedIn ? t('topbar.openProfileMenu') : t('topbar.signIn')}</VisuallyHidden>
      {signedIn ? (
        <Avatar name={name || '?'} src={photo} size="md" decorative className="border border-line" />
      ) : (
        <span className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-canvas">
          <UserRound aria-hidden="true" className="size-6 text-muted" />
        </span>
      )}
    </button>
  );
}
