import {
  type BlockedMember,
  type ChatMessage,
  type ConversationDetail,
  type ConversationPerson,
  type ConversationSubject,
  type ConversationSummary,
  type InboxPage,
  type LiveEvent,
  type MESSAGE_DOCUMENT_TYPES,
  MESSAGING_LIMITS,
  MESSAGING_MESSAGES,
  type MessagesPage,
  type MessagingSettings,
  type SendMessageRequest,
  type ShownImage,
  type StartConversationRequest,
} from '@creative-ng/shared';
import { TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { PubSub } from '../../adapters/pubsub';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { detectDocumentType, documentName } from '../../http/documents';
import { AppError, badRequest, conflict, forbidden, notFound, ruleBroken } from '../../http/errors';
import { notify, settleNotices } from '../notifications/service';
import { type LiveChange, liveHub } from './live';
import * as repo from './repository';
import { findSubject, subjectLink } from './subjects';

/** How long an account counts as new, with a lower sending limit. */
export const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;

/** The in-app notice (and grouped email) of a message that arrived while its reader was away. */
export const MESSAGE_NOTICE = 'message_received';
const NOTICE_WINDOW_MS = 60 * 60 * 1000;
const noticeKey = (conversationId: string) => `message:${conversationId}`;

/** What messaging needs of the image pipeline. */
export interface MessageImages {
  /** True when the address is of an image this account uploaded. */
  ownImage(url: string, ownerId: string): Promise<boolean>;
  /** How pages show each of these addresses. */
  shown(urls: readonly string[]): Promise<(url: string) => ShownImage>;
}

export interface MessagingDeps {
  db: Database;
  images: MessageImages;
  /** The channel every instance hears, for live delivery. */
  pubsub: PubSub;
  log?: FastifyBaseLogger;
}

/** Conversations and messages between members, with their safety rules and live delivery. */
export function messagingService({ db, images, pubsub, log }: MessagingDeps) {
  /** The viewer's side of a conversation, or 404 (whether it exists is not told to anyone else). */
  async function sideOf(viewer: AuthContext, conversationId: string): Promise<repo.MemberSide> {
    const side = await repo.memberSide(db, conversationId, viewer.accountId);
    if (!side) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
    return side;
  }

  function person(id: string | null, row: repo.PersonRow | undefined, blocked: boolean): ConversationPerson {
    if (!id || !row) return { id: null, name: null, role: null, photo: null, available: false };
    return { id, name: row.name, role: row.role, photo: row.photo, available: !row.blacklisted && !blocked };
  }

  function subjectOf(row: {
    subjectType: repo.MemberSide['subjectType'];
    subjectId: string | null;
    subjectTitle: string | null;
  }): ConversationSubject | null {
    if (row.subjectType === 'member' || !row.subjectId) return null;
    return {
      type: row.subjectType,
      id: row.subjectId,
      title: row.subjectTitle,
      link: subjectLink(row.subjectType, row.subjectId),
    };
  }

  /** Messages as one member sees them; a removed one keeps its place but not its words or attachment. */
  async function present(rows: readonly repo.MessageRow[], viewerId: string): Promise<ChatMessage[]> {
    const urls = rows.filter((row) => row.imageUrl && !row.removedAt).map((row) => row.imageUrl as string);
    const shown = urls.length > 0 ? await images.shown(urls) : undefined;
    return rows.map((row) => {
      const removed = row.removedAt !== null;
      return {
        id: row.id,
        conversation_id: row.conversationId,
        seq: row.seq,
        client_id: row.clientId,
        from_me: row.senderId === viewerId,
        body: removed ? '' : row.body,
        image: !removed && row.imageUrl && shown ? shown(row.imageUrl) : null,
        document:
          !removed && row.documentName && row.documentType && row.documentSize !== null
            ? {
                name: row.documentName,
                content_type: row.documentType as (typeof MESSAGE_DOCUMENT_TYPES)[number],
                size: row.documentSize,
              }
            : null,
        removed,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  /** A message as one member sees it. */
  async function messageFor(messageId: string, viewerId: string): Promise<ChatMessage | undefined> {
    const row = await repo.messageById(db, messageId);
    return row && (await present([row], viewerId))[0];
  }

  /** What a change means for one account's open pages. */
  async function eventsFor(change: LiveChange, accountId: string): Promise<LiveEvent[]> {
    if (change.kind === 'read')
      return [{ type: 'read', data: { conversation_id: change.conversationId, seq: change.seq } }];
    if (change.kind === 'unread') return [{ type: 'unread', data: { count: change.count } }];
    const message = await messageFor(change.messageId, accountId);
    const unread = change.to.find((to) => to.accountId === accountId)?.unread ?? 0;
    return message ? [{ type: 'message', data: { conversation_id: change.conversationId, message, unread } }] : [];
  }

  const live = liveHub({ db, pubsub, eventsFor, log });

  /** Why the viewer cannot send to the other member now, or null when they can. */
  async function refusal(viewerId: string, otherId: string | null): Promise<ConversationDetail['cannot_send']> {
    if (!otherId) return 'unavailable';
    const [others, blockers] = await Promise.all([
      repo.people(db, [otherId]),
      repo.blockersBetween(db, viewerId, otherId),
    ]);
    const other = others.get(otherId);
    if (blockers.has(viewerId)) return 'blocked_by_me';
    if (!other || other.blacklisted || blockers.size > 0) return 'unavailable';
    return null;
  }

  /** Who the viewer would talk with about this subject; refuses subjects that do not concern them. */
  async function counterpart(viewer: AuthContext, request: StartConversationRequest) {
    if (request.subject_type === 'member') {
      const member = await repo.reachableMember(db, request.member_id ?? '');
      if (!member) throw notFound(MESSAGING_MESSAGES.memberNotFound);
      return { otherId: member.id, subjectId: null, title: null };
    }
    const subject = await findSubject(db, request.subject_type, request.subject_id ?? '');
    if (!subject) throw notFound(MESSAGING_MESSAGES.subjectNotFound);
    const { parties } = subject;
    let otherId: string;
    if (parties.kind === 'owner') {
      otherId = parties.owner;
    } else {
      if (viewer.accountId !== parties.first && viewer.accountId !== parties.second) {
        throw forbidden(MESSAGING_MESSAGES.notYourSubject);
      }
      otherId = viewer.accountId === parties.first ? parties.second : parties.first;
    }
    return { otherId, subjectId: request.subject_id ?? null, title: subject.title };
  }

  async function readDocument(document: NonNullable<SendMessageRequest['document']>) {
    const bytes = Buffer.from(document.file, 'base64');
    if (bytes.length === 0)
      throw badRequest(MESSAGING_MESSAGES.documentType, { document: MESSAGING_MESSAGES.documentType });
    if (bytes.length > MESSAGING_LIMITS.documentBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGING_MESSAGES.documentTooBig, {
        document: MESSAGING_MESSAGES.documentTooBig,
      });
    }
    const contentType = await detectDocumentType(bytes);
    if (!contentType) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGING_MESSAGES.documentType, {
        document: MESSAGING_MESSAGES.documentType,
      });
    }
    return { name: documentName(document.name, contentType), contentType, bytes };
  }

  /** A notice (and, through the notice mailer, a grouped email) when the recipient has no page open. */
  /** `away` is read before the caller's transaction: on the embedded database a read outside it would wait on it. */
  async function noticeIfAway(
    tx: Database,
    away: boolean,
    recipientId: string,
    sender: AuthContext,
    conversationId: string,
  ) {
    if (!away) return;
    const [named] = [...(await repo.people(tx, [sender.accountId])).values()];
    await notify(tx, {
      accountId: recipientId,
      kind: MESSAGE_NOTICE,
      data: { by_name: named?.name ?? null, conversation_id: conversationId, link: `/messages/${conversationId}` },
      dedupeKey: noticeKey(conversationId),
      withinMs: NOTICE_WINDOW_MS,
    });
  }

  return {
    /** Opens the conversation about a subject (made the first time; the same one after that). */
    async start(viewer: AuthContext, request: StartConversationRequest): Promise<ConversationDetail> {
      const { otherId, subjectId, title } = await counterpart(viewer, request);
      if (otherId === viewer.accountId) throw ruleBroken(MESSAGING_MESSAGES.yourself);
      const others = await repo.people(db, [otherId]);
      const other = others.get(otherId);
      if (!other || other.blacklisted || !['user', 'business', 'partner'].includes(other.role)) {
        throw ruleBroken(MESSAGING_MESSAGES.unavailable);
      }
      if ((await repo.blockersBetween(db, viewer.accountId, otherId)).size > 0) {
        throw ruleBroken(MESSAGING_MESSAGES.unavailable);
      }
      const id = await repo.openConversation(
        db,
        { a: viewer.accountId, b: otherId },
        { type: request.subject_type, id: subjectId, title },
      );
      return this.detail(viewer, id);
    },

    /** One conversation's header: the other member, its subject, whether the viewer can write, how far it is read. */
    async detail(viewer: AuthContext, conversationId: string): Promise<ConversationDetail> {
      const side = await sideOf(viewer, conversationId);
      const otherId = side.otherAccountId;
      const [others, cannot, receipts, otherRead] = await Promise.all([
        repo.people(db, otherId ? [otherId] : []),
        refusal(viewer.accountId, otherId),
        repo.readReceipts(db, otherId ? [viewer.accountId, otherId] : [viewer.accountId]),
        otherId ? repo.readSeqOf(db, conversationId, otherId) : Promise.resolve(0),
      ]);
      const bothShowReceipts = otherId !== null && [...receipts.values()].every(Boolean);
      return {
        id: conversationId,
        other: person(otherId, otherId ? others.get(otherId) : undefined, cannot !== null),
        subject: subjectOf(side),
        unread: side.unreadCount,
        can_send: cannot === null,
        cannot_send: cannot,
        other_read_seq: bothShowReceipts ? otherRead : null,
        last_seq: side.lastSeq,
      };
    },

    /** The viewer's conversations, newest first, with their last message and what is unread. */
    async inbox(
      viewer: AuthContext,
      query: { q?: string | undefined; cursor?: string | undefined; limit: number },
    ): Promise<InboxPage> {
      const rows = await repo.inboxPage(db, viewer.accountId, {
        q: query.q || undefined,
        cursor: query.cursor ? decodeInboxCursor(query.cursor) : undefined,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const items: ConversationSummary[] = page.map((row) => ({
        id: row.conversationId,
        other:
          row.otherAccountId && row.otherName
            ? {
                id: row.otherAccountId,
                name: row.otherName,
                role: row.otherRole,
                photo: row.otherPhoto,
                available: !row.otherBlacklisted,
              }
            : { id: null, name: null, role: null, photo: null, available: false },
        subject: subjectOf(row),
        last_message:
          row.last && row.last.seq !== null && row.last.at
            ? {
                seq: row.last.seq,
                excerpt: row.last.removed ? '' : (row.last.body ?? ''),
                kind: row.last.hasDocument ? 'document' : row.last.imageUrl ? 'image' : 'text',
                from_me: row.last.senderId === viewer.accountId,
                removed: Boolean(row.last.removed),
                at: new Date(row.last.at).toISOString(),
              }
            : null,
        unread: row.unread,
      }));
      const last = page[page.length - 1];
      return {
        items,
        next_cursor: rows.length > query.limit && last ? encodeInboxCursor(last.at, last.conversationId) : null,
      };
    },

    /** A page of a conversation, oldest first: the newest page, older ones by `before`, or what came `after`. */
    async messages(
      viewer: AuthContext,
      conversationId: string,
      page: { before?: number | undefined; after?: number | undefined; limit: number },
    ): Promise<MessagesPage> {
      await sideOf(viewer, conversationId);
      const rows = await repo.messagesPage(db, conversationId, page);
      const more = rows.length > page.limit;
      const shown = rows.slice(0, page.limit);
      if (page.after === undefined) shown.reverse();
      const first = shown[0];
      return {
        items: await present(shown, viewer.accountId),
        older: page.after === undefined && more && first ? first.seq : null,
      };
    },

    /**
     * Sends a message. The same device id again answers the message already sent (`created: false`) instead of a
     * second one. Refused when either member blocked the other or the other is not available.
     */
    async send(
      viewer: AuthContext,
      conversationId: string,
      request: {
        client_id: string;
        body: string;
        image_url?: string | undefined;
        document?: SendMessageRequest['document'];
      },
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const side = await sideOf(viewer, conversationId);
      const again = await repo.messageByClientId(db, viewer.accountId, request.client_id);
      if (again) return this.repeated(viewer, conversationId, again);
      const cannot = await refusal(viewer.accountId, side.otherAccountId);
      if (cannot)
        throw forbidden(cannot === 'blocked_by_me' ? MESSAGING_MESSAGES.blocked : MESSAGING_MESSAGES.unavailable);
      const recipientId = side.otherAccountId as string;
      if (request.image_url && !(await images.ownImage(request.image_url, viewer.accountId))) {
        throw badRequest(MESSAGING_MESSAGES.imageNotYours, { image_url: MESSAGING_MESSAGES.imageNotYours });
      }
      const document = request.document ? await readDocument(request.document) : null;
      const away = !(await live.isConnected(recipientId));
      const written = await db
        .transaction(async (tx) => {
          const message = await repo.insertMessage(tx, {
            conversationId,
            senderId: viewer.accountId,
            recipientId,
            clientId: request.client_id,
            body: request.body,
            imageUrl: request.image_url ?? null,
            document,
          });
          // Sent twice at once: the other request's message stands, and this transaction gives back its number.
          if (!message) return tx.rollback();
          await noticeIfAway(tx, away, recipientId, viewer, conversationId);
          return message;
        })
        .catch((error: unknown) => {
          if (isRollback(error)) return undefined;
          throw error;
        });
      if (!written) {
        const raced = await repo.messageByClientId(db, viewer.accountId, request.client_id);
        if (!raced) throw conflict(MESSAGING_MESSAGES.clientIdInvalid);
        return this.repeated(viewer, conversationId, raced);
      }
      const row = await repo.messageById(db, written.id);
      if (!row) throw new Error('message vanished after insert');
      const [message] = await present([row], viewer.accountId);
      await live.publish({
        kind: 'message',
        conversationId,
        messageId: written.id,
        to: [
          { accountId: recipientId, unread: written.recipientUnread },
          { accountId: viewer.accountId, unread: await repo.unreadTotal(db, viewer.accountId) },
        ],
      });
      return { message: message as ChatMessage, created: true };
    },

    /** The message a device id already made, when it was made in this conversation. */
    async repeated(viewer: AuthContext, conversationId: string, row: repo.MessageRow) {
      if (row.conversationId !== conversationId)
        throw conflict(MESSAGING_MESSAGES.clientIdInvalid, { client_id: MESSAGING_MESSAGES.clientIdInvalid });
      const [message] = await present([row], viewer.accountId);
      return { message: message as ChatMessage, created: false };
    },

    /** Marks the conversation read up to `seq`; answers the viewer's unread total. */
    async markRead(viewer: AuthContext, conversationId: string, seq: number): Promise<number> {
      const side = await sideOf(viewer, conversationId);
      const done = await repo.markRead(db, conversationId, viewer.accountId, seq);
      if (!done) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
      // Read here: the notice (and its email, if not gone yet) is no longer needed.
      await settleNotices(db, viewer.accountId, noticeKey(conversationId));
      await live.publish({ kind: 'unread', accountId: viewer.accountId, count: done.unread });
      const otherId = side.otherAccountId;
      if (otherId) {
        const receipts = await repo.readReceipts(db, [viewer.accountId, otherId]);
        if ([...receipts.values()].every(Boolean)) {
          await live.publish({ kind: 'read', conversationId, seq: done.lastReadSeq, to: [otherId] });
        }
      }
      return done.unread;
    },

    unreadCount: (viewer: AuthContext) => repo.unreadTotal(db, viewer.accountId),

    /** A message's document, for one of the two members (404 for anyone else, or once removed). */
    async document(viewer: AuthContext, conversationId: string, messageId: string) {
      await sideOf(viewer, conversationId);
      const row = await repo.messageById(db, messageId);
      if (!row || row.conversationId !== conversationId || row.removedAt) {
        throw notFound(MESSAGING_MESSAGES.messageNotFound);
      }
      const document = await repo.documentOf(db, messageId);
      if (!document) throw notFound(MESSAGING_MESSAGES.messageNotFound);
      return document;
    },

    /** Blocks a member: neither can write to the other, and the blocker's conversations with them are hidden. */
    async block(viewer: AuthContext, accountId: string): Promise<void> {
      if (accountId === viewer.accountId) throw ruleBroken(MESSAGING_MESSAGES.yourself);
      const found = (await repo.people(db, [accountId])).get(accountId);
      if (!found || !['user', 'business', 'partner'].includes(found.role)) {
        throw notFound(MESSAGING_MESSAGES.memberNotFound);
      }
      await repo.block(db, viewer.accountId, accountId);
      await live.publish({
        kind: 'unread',
        accountId: viewer.accountId,
        count: await repo.unreadTotal(db, viewer.accountId),
      });
    },

    async unblock(viewer: AuthContext, accountId: string): Promise<void> {
      await repo.unblock(db, viewer.accountId, accountId);
      await live.publish({
        kind: 'unread',
        accountId: viewer.accountId,
        count: await repo.unreadTotal(db, viewer.accountId),
      });
    },

    async blocked(viewer: AuthContext): Promise<BlockedMember[]> {
      const rows = await repo.blockedBy(db, viewer.accountId);
      return rows.map((row) => ({ id: row.id, name: row.name, blocked_at: row.blockedAt.toISOString() }));
    },

    async settings(viewer: AuthContext): Promise<MessagingSettings> {
      const receipts = await repo.readReceipts(db, [viewer.accountId]);
      return { read_receipts: receipts.get(viewer.accountId) ?? true };
    },

    async saveSettings(viewer: AuthContext, settings: MessagingSettings): Promise<MessagingSettings> {
      await repo.saveReadReceipts(db, viewer.accountId, settings.read_receipts);
      return settings;
    },

    /** True while the account is new (its sending limit is lower). */
    async isNewAccount(accountId: string, now = Date.now()): Promise<boolean> {
      const created = await repo.createdAtOf(db, accountId);
      return !created || now - created.getTime() < NEW_ACCOUNT_MS;
    },

    /** Serves the viewer's live events (Server-Sent Events) until the page goes; the unread count comes first. */
    async stream(viewer: AuthContext, reply: FastifyReply): Promise<void> {
      const count = await repo.unreadTotal(db, viewer.accountId);
      reply.hijack();
      live.stream(viewer.accountId, reply, [{ type: 'unread', data: { count } }]);
    },

    /** Ends every live stream of this instance and stops listening (the app is closing). */
    close: () => live.close(),

    /** The account's conversations and messages, for their data export (documents by name, not their bytes). */
    async exportOf(accountId: string) {
      const { sides, messages } = await repo.conversationsOf(db, accountId);
      const names = await repo.people(
        db,
        sides.map((side) => side.otherAccountId).filter((id): id is string => id !== null),
      );
      const blocked = await repo.blockedBy(db, accountId);
      const receipts = await repo.readReceipts(db, [accountId]);
      return {
        conversations: sides.map((side) => ({
          id: side.id,
          with: side.otherAccountId ? (names.get(side.otherAccountId)?.name ?? null) : null,
          subject:
            side.subjectType === 'member'
              ? null
              : { type: side.subjectType, id: side.subjectId, title: side.subjectTitle },
          started_at: side.createdAt.toISOString(),
          messages: messages
            .filter((message) => message.conversationId === side.id)
            .map((message) => ({
              seq: message.seq,
              from_me: message.senderId === accountId,
              text: message.body,
              image_url: message.imageUrl,
              document: message.documentName,
              removed_by_admin: message.removedAt !== null,
              sent_at: message.createdAt.toISOString(),
            })),
        })),
        blocked_members: blocked.map((row) => ({ name: row.name, blocked_at: row.blockedAt.toISOString() })),
        read_receipts: receipts.get(accountId) ?? true,
      };
    },
  };
}

export type MessagingService = ReturnType<typeof messagingService>;

// An inbox cursor: the last conversation's time (as PostgreSQL prints it, to the microsecond) and id.
const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)_([0-9a-f-]{36})$/;

function encodeInboxCursor(at: string, id: string): string {
  return Buffer.from(`${at}_${id}`, 'utf8').toString('base64url');
}

function decodeInboxCursor(cursor: string): repo.InboxCursor {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2])
    throw badRequest(MESSAGING_MESSAGES.cursorInvalid, { cursor: MESSAGING_MESSAGES.cursorInvalid });
  return { at: match[1], id: match[2] };
}

const isRollback = (error: unknown): boolean => error instanceof TransactionRollbackError;
