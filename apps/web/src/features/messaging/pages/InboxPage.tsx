import type { ConversationSummary } from '@creative-ng/shared/messaging/index';
import { MESSAGING_LIMITS } from '@creative-ng/shared/messaging/index';
import { MessagesSquare, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { Avatar, Button, EmptyState, inputClasses, Spinner, VisuallyHidden } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { type MessagingTranslate, useMessagingT } from '../i18n';
import { personName, SUBJECT_LABELS, shortWhen } from '../lib/format';
import { useInbox } from '../lib/messagingApi';

function lastLine(conversation: ConversationSummary, t: MessagingTranslate): string {
  const last = conversation.last_message;
  if (!last) return t('messaging.inbox.noMessages');
  const what = last.removed
    ? t('messaging.removed')
    : last.kind === 'image' && !last.excerpt
      ? t('messaging.inbox.photo')
      : last.kind === 'document' && !last.excerpt
        ? t('messaging.inbox.document')
        : last.excerpt;
  return last.from_me ? t('messaging.inbox.fromMe', { text: what }) : what;
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const t = useMessagingT();
  const name = personName(conversation.other, t);
  const unread = conversation.unread > 0;
  const subject = conversation.subject;
  return (
    <li>
      <Link
        to={`/messages/${conversation.id}`}
        className={cn(
          'flex items-start gap-3 rounded-xl border border-line bg-white p-3 text-ink no-underline hover:bg-canvas',
          unread && 'border-primary bg-primary-soft/40',
        )}
      >
        <Avatar name={name} src={conversation.other.photo} size="md" decorative />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', unread ? 'font-bold' : 'font-semibold')}>{name}</span>
            {conversation.last_message ? (
              <span className="shrink-0 text-sm text-muted">{shortWhen(conversation.last_message.at)}</span>
            ) : null}
          </span>
          {subject ? (
            <span className="truncate text-sm text-muted">
              {t(SUBJECT_LABELS[subject.type])}
              {subject.title ? `: ${subject.title}` : ''}
            </span>
          ) : null}
          <span className="flex items-center justify-between gap-2">
            <span className={cn('truncate', unread ? 'font-semibold text-ink' : 'text-muted')}>
              {lastLine(conversation, t)}
            </span>
            {unread ? (
              <span className="flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-primary-dark px-2 text-sm font-bold text-white">
                <span aria-hidden="true">{conversation.unread > 99 ? '99+' : conversation.unread}</span>
                <VisuallyHidden>{t('messaging.inbox.unread', { count: conversation.unread })}</VisuallyHidden>
              </span>
            ) : null}
          </span>
          {conversation.other.available ? null : (
            <span className="text-sm text-muted">{t('messaging.unavailableShort')}</span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** /messages: the member's conversations, newest message first, with a search by the other person's name. */
export default function InboxPage() {
  const t = useMessagingT();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, MESSAGING_LIMITS.search);
  const [typed, setTyped] = useState(q);
  const inbox = useInbox(q);
  const conversations = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  function search(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (typed.trim()) next.set('q', typed.trim());
    else next.delete('q');
    setParams(next, { replace: true });
  }

  return (
    <Page title={t('messaging.inbox.title')} subtitle={t('messaging.inbox.subtitle')}>
      <search>
        <form onSubmit={search} className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            {t('messaging.inbox.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={MESSAGING_LIMITS.search}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('messaging.inbox.searchPlaceholder')}
            className={cn(inputClasses, 'min-w-0 flex-1')}
          />
          <Button type="submit" variant="secondary" aria-label={t('messaging.inbox.search')}>
            <Search aria-hidden="true" className="size-5" />
            <span className="hidden sm:inline">{t('messaging.inbox.searchButton')}</span>
          </Button>
        </form>
      </search>

      {inbox.isPending ? (
        <Spinner label={t('messaging.loading')} />
      ) : inbox.isError ? (
        <LoadFailed
          message={t('messaging.inbox.loadFailed')}
          retryLabel={t('messaging.retry')}
          onRetry={() => void inbox.refetch()}
        />
      ) : conversations.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" className="size-6" />}
          title={q ? t('messaging.inbox.noMatch', { name: q }) : t('messaging.inbox.empty')}
          description={q ? undefined : t('messaging.inbox.emptyHint')}
        />
      ) : (
        <section aria-labelledby={`${searchId}-list`} className="flex flex-col gap-3">
          <h2 id={`${searchId}-list`} className="sr-only">
            {t('messaging.inbox.listTitle')}
          </h2>
          <ul className="flex flex-col gap-2">
            {conversations.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} />
            ))}
          </ul>
          {inbox.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              aria-disabled={inbox.isFetchingNextPage || undefined}
              onClick={() => {
                if (!inbox.isFetchingNextPage) void inbox.fetchNextPage();
              }}
            >
              {inbox.isFetchingNextPage ? t('messaging.loading') : t('messaging.inbox.more')}
            </Button>
          ) : null}
        </section>
      )}
    </Page>
  );
}
