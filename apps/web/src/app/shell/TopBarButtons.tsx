import { Bell, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Avatar, VisuallyHidden } from '../../components/ui';
import { cn } from '../../components/ui/cn';
import { useT } from '../../lib/i18n';
import { shownCount } from '../../lib/paging';
import { displayName, type Session } from '../../lib/session';

const ICON_BUTTON =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-canvas aria-expanded:bg-primary-soft';

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
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-white"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </button>
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
