import {
  blockedMembersResponseSchema,
  blockRequestSchema,
  conversationResponseSchema,
  envelope,
  inboxQuerySchema,
  inboxResponseSchema,
  MESSAGING_LIMITS,
  MESSAGING_MESSAGES,
  MESSAGING_ROLES,
  markReadSchema,
  messageResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  messagingSettingsResponseSchema,
  messagingSettingsSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadResponseSchema,
} from '@creative-ng/shared';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeredRoutes, noData } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { sendDocument } from '../../http/download';
import { tooManyAttempts } from '../../http/security';
import type { MessagingService } from './service';

const MEMBERS = { roles: MESSAGING_ROLES };
const tags = ['messages'];
const conversationParams = z.object({ id: z.uuid({ error: MESSAGING_MESSAGES.conversationNotFound }) });
const memberParams = z.object({ accountId: z.uuid({ error: MESSAGING_MESSAGES.memberNotFound }) });

/** Messages one account may send per minute (fewer while the account is new). */
export interface SendLimits {
  perMinute: number;
  newAccountPerMinute: number;
}

/** Counts each account's sends (in Redis with REDIS_URL, so every instance counts together) and refuses beyond. */
function sendLimiter(app: FastifyInstance, service: MessagingService, limits: SendLimits): preHandlerAsyncHookHandler {
  const counter = (max: number, name: string) =>
    app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `messages-${name}:${request.auth?.accountId ?? request.ip}`,
    });
  const established = counter(limits.perMinute, 'sent');
  const fresh = counter(limits.newAccountPerMinute, 'sent-new');
  return async (request) => {
    const viewer = signedIn(request.auth);
    const count = await ((await service.isNewAccount(viewer.accountId)) ? fresh : established)(request);
    if (!count.isAllowed && count.isExceeded) throw tooManyAttempts(count.ttlInSeconds);
  };
}

/**
 * Conversations between members: start one about a subject, the inbox, one conversation and its pages, send, mark
 * read, documents; blocking and the read-receipts choice. Only the two members of a conversation reach it.
 */
export const messagingRoutes: FastifyPluginAsyncZod<{ service: MessagingService; limits: SendLimits }> = async (
  app,
  { service, limits },
) => {
  const answered = answeredRoutes(app, { tags, config: MEMBERS });
  answered.post('/prop/conversations', {
    summary: 'Start (or open again) the conversation with a member about a subject',
    description:
      "subject_type 'member' with member_id (from a profile), or product, order, proposal, training or opportunity with subject_id. One conversation per pair and subject.",
    body: startConversationSchema,
    response: conversationResponseSchema,
    message: 'Conversation',
    data: (request) => service.start(signedIn(request.auth), request.body),
  });

  answered.get('/prop/conversations', {
    summary: 'Your conversations, newest message first; q searches the other member’s name; next_cursor pages on',
    querystring: inboxQuerySchema,
    response: inboxResponseSchema,
    message: 'Conversations',
    data: (request) => service.inbox(signedIn(request.auth), request.query),
  });

  answered.get('/prop/conversations/unread', {
    summary: 'How many messages you have not read',
    response: unreadResponseSchema,
    message: 'Unread',
    data: async (request) => ({ count: await service.unreadCount(signedIn(request.auth)) }),
  });

  app.get(
    '/prop/conversations/events',
    {
      config: MEMBERS,
      schema: {
        tags,
        summary: 'Live events (Server-Sent Events): message, read, unread',
        description:
          'A text/event-stream that stays open: `unread` (your unread total; first, and whenever it changes), `message` (a new message in one of your conversations, with your new unread total) and `read` (the other member read up to a number, when both show read receipts). Reconnect after a drop and fetch what you missed.',
      },
    },
    async (request, reply) => {
      await service.stream(signedIn(request.auth), reply);
      return reply;
    },
  );

  answered.get('/prop/conversations/:id', {
    summary: 'One conversation: the other member, its subject, whether you can write, how far it is read',
    params: conversationParams,
    response: conversationResponseSchema,
    message: 'Conversation',
    data: (request) => service.detail(signedIn(request.auth), request.params.id),
  });

  answered.get('/prop/conversations/:id/messages', {
    summary: `A page of messages, oldest first (${MESSAGING_LIMITS.page} by default): the newest, before a number, or after one`,
    params: conversationParams,
    querystring: messagesQuerySchema,
    response: messagesResponseSchema,
    message: 'Messages',
    data: (request) => service.messages(signedIn(request.auth), request.params.id, request.query),
  });

  app.post(
    '/prop/conversations/:id/messages',
    {
      config: MEMBERS,
      preHandler: sendLimiter(app, service, limits),
      bodyLimit: Math.ceil((MESSAGING_LIMITS.documentBytes * 4) / 3) + 64 * 1024,
      schema: {
        tags,
        summary: 'Send a message: text, and an uploaded image’s address or a document (JPEG, PNG, PDF; 2 MB) in base64',
        description:
          'client_id is made by your device: sending the same one again answers 200 with the message already sent, never a second one.',
        params: conversationParams,
        body: sendMessageSchema,
        response: { 200: messageResponseSchema, 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { message, created } = await service.send(signedIn(request.auth), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send({ message: MESSAGING_MESSAGES.sent, data: message });
    },
  );

  answered.post('/prop/conversations/:id/read', {
    summary: 'Mark the conversation read up to message number seq; answers your unread total',
    params: conversationParams,
    body: markReadSchema,
    response: unreadResponseSchema,
    message: 'Unread',
    data: async (request) => ({
      count: await service.markRead(signedIn(request.auth), request.params.id, request.body.seq),
    }),
  });

  app.get(
    '/prop/conversations/:id/messages/:messageId/document',
    {
      config: MEMBERS,
      schema: {
        tags,
        summary: 'Download a message’s document, as an attachment (the two members only)',
        params: conversationParams.extend({ messageId: z.uuid({ error: MESSAGING_MESSAGES.messageNotFound }) }),
      },
    },
    async (request, reply) => {
      const document = await service.document(signedIn(request.auth), request.params.id, request.params.messageId);
      return sendDocument(reply, document);
    },
  );

  answered.get('/prop/blocks', {
    summary: 'The members you blocked',
    response: blockedMembersResponseSchema,
    message: 'Blocked members',
    data: (request) => service.blocked(signedIn(request.auth)),
  });

  answered.post('/prop/blocks', {
    summary: 'Block a member: no messages either way, and your conversations with them are hidden',
    body: blockRequestSchema,
    response: envelope(z.null()),
    message: MESSAGING_MESSAGES.memberBlocked,
    data: (request) => noData(service.block(signedIn(request.auth), request.body.account_id)),
  });

  answered.delete('/prop/blocks/:accountId', {
    summary: 'Unblock a member',
    params: memberParams,
    response: envelope(z.null()),
    message: MESSAGING_MESSAGES.memberUnblocked,
    data: (request) => noData(service.unblock(signedIn(request.auth), request.params.accountId)),
  });

  answered.get('/prop/messaging/settings', {
    summary: 'Your message settings (read receipts)',
    response: messagingSettingsResponseSchema,
    message: 'Message settings',
    data: (request) => service.settings(signedIn(request.auth)),
  });

  answered.put('/prop/messaging/settings', {
    summary: 'Turn read receipts on or off (off: neither side sees “Seen” in your conversations)',
    body: messagingSettingsSchema,
    response: messagingSettingsResponseSchema,
    message: MESSAGING_MESSAGES.settingsSaved,
    data: (request) => service.saveSettings(signedIn(request.auth), request.body),
  });
};
