import { Building, LogOut, Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { FLOATING, MENU_ITEM, MENU_PANEL } from '../../components/ui/menu';
import { signOut } from '../../features/accounts/signOut';
import { useT } from '../../lib/i18n';
import { displayName, type Session, useSession } from '../../lib/session';
import { ProfileButton } from './TopBarButtons';

interface OwnLink {
  label: 'topbar.yourProfile' | 'topbar.yourBusiness' | 'topbar.yourPublicPage';
  to: string;
  state?: { type: 'business' | 'partner' };
  icon: 'profile' | 'business';
}

/**
 * The account's own pages, by role: a creative's profile and side business; a business's business profile and its
 * business page as others see it; a partner's profile and its public page. Admins have none.
 */
export function ownLinks(session: Session): OwnLink[] {
  const id = typeof session.profile?.id === 'string' ? session.profile.id : null;
  switch (session.userType) {
    case 'user':
      return [
        { label: 'topbar.yourProfile', to: '/profilepage', icon: 'profile' },
        { label: 'topbar.yourBusiness', to: '/bussinesspage', icon: 'business' },
      ];
    case 'business':
      return [
        { label: 'topbar.yourProfile', to: '/businessProfile', icon: 'profile' },
        ...(id
          ? [
              {
                label: 'topbar.yourBusiness',
                to: `/profile/${id}`,
                state: { type: 'business' },
                icon: 'business',
              } as const,
            ]
          : []),
      ];
    case 'partner':
      return [
        { label: 'topbar.yourProfile', to: '/profilepage', icon: 'profile' },
        ...(id
          ? [
              {
                label: 'topbar.yourPublicPage',
                to: `/profile/${id}`,
                state: { type: 'partner' },
                icon: 'business',
              } as const,
            ]
          : []),
      ];
    default:
      return [];
  }
}

/**
 * The profile dropdown: the account's own pages (ownLinks), Setting, Logout.
 * Loaded on first use to keep Radix out of the first download.
 */
export default function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT();
  const session = useSession();
  const name = displayName(session.profile);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <ProfileButton session={session} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content {...FLOATING} className={MENU_PANEL}>
          {name ? (
            <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-muted">
              {t('topbar.signedInAs', { name })}
            </DropdownMenu.Label>
          ) : null}
          {ownLinks(session).map((link) => (
            <DropdownMenu.Item key={link.label} asChild className={MENU_ITEM}>
              <Link to={link.to} state={link.state}>
                {link.icon === 'profile' ? (
                  <UserRound aria-hidden="true" className="size-5" />
                ) : (
                  <Building aria-hidden="true" className="size-5" />
                )}
                {t(link.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item asChild className={MENU_ITEM}>
            <Link to="/settings">
              <Settings aria-hidden="true" className="size-5" />
              {t('topbar.setting')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-5" />
            {t('topbar.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
