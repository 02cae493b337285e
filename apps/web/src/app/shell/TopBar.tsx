import { Menu } from 'lucide-react';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../../components/Logo';
import { LanguageSelect } from '../../components/language/LanguageSelect';
import { ButtonLink } from '../../components/ui';
import { cn } from '../../components/ui/cn';
import { useUnreadMessages } from '../../features/messaging/lib/unread';
import { useNotifications } from '../../features/notifications/lib/notificationsApi';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { askToSignIn } from '../../lib/signIn';
import { CreateButton } from './CreateButton';
import { canApplyForFunding, createKinds, hasMessages, sectionLinks } from './nav';
import { loadSignInDialog } from './SignInHost';
import { BellButton, MessagesLink, ProfileButton } from './TopBarButtons';

// Radix menus and dialogs load on first use, not with the first page.
const loadNotifications = () => import('./NotificationsPopover');
const loadAccountMenu = () => import('./AccountMenu');
const NotificationsPopover = lazy(loadNotifications);
// The live stream of messages (and its parser) loads after the page, for members only.
const LiveConnection = lazy(() => import('../../features/messaging/components/LiveConnection'));
const AccountMenu = lazy(loadAccountMenu);

function prefetch(load: () => Promise<unknown>) {
  return () => {
    load().catch(() => {
      // A failed prefetch is retried on click; nothing to tell anyone yet.
    });
  };
}

function Notifications() {
  const [requested, setRequested] = useState(false);
  const session = useSession();
  const notices = useNotifications(Boolean(session.accessToken));
  const unread = notices.data?.unread ?? 0;
  const button = (
    <BellButton
      unread={unread}
      onClick={() => setRequested(true)}
      onPointerEnter={prefetch(loadNotifications)}
      onFocus={prefetch(loadNotifications)}
    />
  );
  if (!requested) return button;
  return (
    <Suspense fallback={<BellButton unread={unread} aria-busy="true" />}>
      <NotificationsPopover defaultOpen />
    </Suspense>
  );
}

/** The messages link with its unread count; holds the live stream open for the signed-in member's pages. */
function Messages() {
  const session = useSession();
  const member = hasMessages(session);
  const unread = useUnreadMessages(member);
  if (!member) return null;
  return (
    <>
      <MessagesLink unread={unread.data ?? 0} />
      <Suspense fallback={null}>
        <LiveConnection key={session.accessToken} />
      </Suspense>
    </>
  );
}

function Profile() {
  const session = useSession();
  const [menuRequested, setMenuRequested] = useState(false);

  // After a logout the menu must not pop open by itself at the next sign-in.
  if (!session.accessToken && menuRequested) setMenuRequested(false);

  if (session.accessToken) {
    if (!menuRequested) {
      return (
        <ProfileButton
          session={session}
          onClick={() => setMenuRequested(true)}
          onPointerEnter={prefetch(loadAccountMenu)}
          onFocus={prefetch(loadAccountMenu)}
        />
      );
    }
    return (
      <Suspense fallback={<ProfileButton session={session} aria-busy="true" />}>
        <AccountMenu defaultOpen />
      </Suspense>
    );
  }

  return (
    <ProfileButton
      session={session}
      onClick={() => askToSignIn()}
      onPointerEnter={prefetch(loadSignInDialog)}
      onFocus={prefetch(loadSignInDialog)}
    />
  );
}

interface TopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The top bar: logo with BETA, section links, Apply for funding, Create (phones), bell, profile, menu. */
export function TopBar({ menuOpen, onOpenMenu, menuButtonRef }: TopBarProps) {
  const t = useT();
  const session = useSession();
  return (
    <header className="sticky top-0 z-30 h-16 border-b border-line bg-white">
      {/* Below 360 px the buttons sit edge to edge, so the bar fits a 320 px phone. */}
      <div className="flex h-full items-center gap-1 px-2 max-[22.5rem]:gap-0 max-[22.5rem]:px-1 sm:gap-2 sm:px-4">
        {/* With Create (and a member's messages) only the mark and BETA show below the sidebar's 900 px. */}
        <Logo compact={hasMessages(session) || createKinds(session).length > 0 ? 'mark' : true} className="px-1" />
        <nav aria-label={t('nav.main')} className="mx-auto hidden wide:block">
          <ul className="flex items-center gap-1">
            {sectionLinks(session).map((item) => (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-ink no-underline hover:bg-canvas',
                      isActive && 'bg-primary-soft font-semibold text-primary-darker',
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 max-[22.5rem]:gap-0 wide:ml-0">
          {/* On small phones the drawer offers 'Apply for funding' instead (no room here). */}
          {canApplyForFunding(session) ? (
            <div className="mr-1 hidden sm:block">
              <ButtonLink to="/funding" className="whitespace-nowrap">
                {t('nav.applyForFunding')}
              </ButtonLink>
            </div>
          ) : null}
          {/* From 1200 px the fixed sidebar offers it, and the section links need the room. */}
          <LanguageSelect compact className="hidden md:flex wide:hidden" />
          {/* On phones Create is here, where it covers nothing; wider screens have it at the top of the sidebar. */}
          <CreateButton variant="bar" className="nav:hidden" />
          <Messages />
          <Notifications />
          <Profile />
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-canvas nav:hidden"
          >
            <Menu aria-hidden="true" className="size-7" />
          </button>
        </div>
      </div>
    </header>
  );
}
