import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, Spinner } from '../../../components/ui';
import { messageText } from '../../../lib/language';
import { useWrite } from '../../../lib/write';
import { useSettingsT } from '../i18n';
import {
  type BlockedMember,
  messagingSettingsKey,
  saveMessagingSettings,
  unblockMember,
  useBlockedMembers,
  useMessagingSettings,
} from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

/** The members this account blocked, each with Unblock (their conversations come back to the inbox). */
function BlockedMembers() {
  const t = useSettingsT();
  const blocked = useBlockedMembers();
  const { run, pending: busy } = useWrite({
    refresh: (client) => client.invalidateQueries({ queryKey: ['messaging'] }),
    fallback: t('settings.chat.failed'),
  });

  function unblock(member: BlockedMember) {
    if (busy) return;
    run({ key: member.id, work: () => unblockMember(member.id), done: (answer) => messageText(answer.message) });
  }

  if (!blocked.data) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">{t('settings.chat.blockedHeading')}</h3>
      {blocked.data.length === 0 ? (
        <p className="text-muted">{t('settings.chat.noneBlocked')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {blocked.data.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-ink">{member.name}</span>
              <Button
                variant="secondary"
                aria-disabled={busy === member.id || undefined}
                onClick={() => unblock(member)}
              >
                {t('settings.chat.unblock', { name: member.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Read receipts: off, neither side sees 'Seen' in this member's conversations. Saved as soon as it changes. */
export function MessagesSection() {
  const t = useSettingsT();
  const id = useId();
  const client = useQueryClient();
  const current = useMessagingSettings();
  const { run, busy } = useWrite({ fallback: t('settings.chat.failed') });

  function change(readReceipts: boolean) {
    if (busy) return;
    run({
      work: () => saveMessagingSettings({ read_receipts: readReceipts }),
      done: (answer) => messageText(answer.message),
      after: (answer) => {
        client.setQueryData(messagingSettingsKey, answer.data);
        // Conversations read again show or hide 'Seen' at once.
        void client.invalidateQueries({ queryKey: ['messaging'] });
      },
    });
  }

  return (
    <SettingsSection id="messages" title={t('settings.chat.heading')} intro={t('settings.chat.intro')}>
      {current.isPending ? <Spinner label={t('settings.chat.loading')} /> : null}
      {current.isError ? <p className="text-muted">{t('settings.chat.loadFailed')}</p> : null}
      {current.data ? (
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={current.data.read_receipts}
              aria-describedby={`${id}-hint`}
              aria-busy={busy || undefined}
              onChange={(event) => change(event.target.checked)}
              className="size-6 shrink-0 accent-primary"
            />
            {t('settings.chat.readReceipts')}
          </label>
          <p id={`${id}-hint`} className="text-muted">
            {t('settings.chat.readReceiptsHint')}
          </p>
        </div>
      ) : null}
      <BlockedMembers />
    </SettingsSection>
  );
}
