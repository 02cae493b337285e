import { Building, LogOut, Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { signOut } from '../../features/accounts/signOut';
import { useT } from '../../lib/i18n';
import { displayName, useSession } from '../../lib/session';
import { ProfileButton } from './TopBarButtons';

const ITEM =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-ink no-underline outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-darker';

/**
 * The profile dropdown: Your Profile, Your Business, Setting, Logout.
 * Admins have no creative profile or business, so they get Setting and Logout only.
 * Loaded on first use to keep Radix out of the first download.
 */
export default function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT();
  const session = useSession();
  const name = displayName(session.profile);
  const isAdmin = session.userType === 'admin';

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <ProfileButton session={session} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-40 min-w-56 rounded-xl border border-line bg-white p-2 shadow-lg"
        >
          {name ? (
            <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-muted">
              {t('topbar.signedInAs', { name })}
            </DropdownMenu.Label>
          ) : null}
          {isAdmin ? null : (
            <>
              <DropdownMenu.Item asChild className={ITEM}>
                <Link to="/profilepage">
                  <UserRound aria-hidden="true" className="size-5" />
                  {t('topbar.yourProfile')}
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={ITEM}>
                <Link to="/bussinesspage">
                  <Building aria-hidden="true" className="size-5" />
                  {t('topbar.yourBusiness')}
                </Link>
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/settings">
              <Settings aria-hidden="true" className="size-5" />
              {t('topbar.setting')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={ITEM} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-5" />
            {t('topbar.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
