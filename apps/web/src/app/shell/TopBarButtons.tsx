import { Bell, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Avatar, VisuallyHidden } from '../../components/ui';
import { cn } from '../../components/ui/cn';
import { useT } from '../../lib/i18n';
import { displayName, type Session } from '../../lib/session';

const ICON_BUTTON =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-canvas aria-expanded:bg-primary-soft';

/** The bell (spec §2 screen 22). Spreads extra props so a Radix trigger can wrap it. */
export function BellButton({ className, ...props }: ComponentProps<'button'>) {
  const t = useT();
  return (
    <button type="button" aria-label={t('topbar.notifications')} className={cn(ICON_BUTTON, className)} {...props}>
      <Bell aria-hidden="true" className="size-6" />
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
