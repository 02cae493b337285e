import { Popover } from 'radix-ui';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { BellButton } from './TopBarButtons';

/** The bell's popover. Loaded on first use to keep Radix out of the first download. */
export default function NotificationsPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT();
  const headingId = useId();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <BellButton />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={headingId}
          className="z-40 w-[min(20rem,calc(100vw-1rem))] rounded-xl border border-line bg-white p-4 shadow-lg"
        >
          <h2 id={headingId} className="mb-1 text-lg font-semibold">
            {t('topbar.notifications')}
          </h2>
          <p className="text-muted">{t('topbar.notificationsEmpty')}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
