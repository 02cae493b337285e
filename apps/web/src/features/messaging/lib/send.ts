import type { SendMessageRequest } from '@creative-ng/shared/messaging/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileToBase64, uploadImage } from '../../../lib/upload';
import { sendKept } from './live';
import { addMessage, messagingKeys, sendMessage } from './messagingApi';
import { keepMessage, newClientId } from './outbox';

/** A picture or a document sent with a message. */
export type Attachment = { kind: 'image'; file: File } | { kind: 'document'; file: File };

/** What the composer sends. */
export interface Outgoing {
  body: string;
  attachment: Attachment | null;
}

/** The request for a message with its picture (uploaded first) or its document (sent in the body). */
async function withAttachment(body: string, attachment: Attachment): Promise<SendMessageRequest> {
  const request: SendMessageRequest = { client_id: newClientId(), body };
  if (attachment.kind === 'image') {
    request.image_url = (await uploadImage(attachment.file, 'post', () => {})).url;
  } else {
    request.document = { name: attachment.file.name, file: await fileToBase64(attachment.file) };
  }
  return request;
}

/**
 * Sending a message from the composer, as a mutation. Text alone is kept on the device first and sent from there
 * with its own id, so a dropped connection only delays it; a picture or a document is sent at once and shows when
 * the server has it.
 */
export function useSendMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    // Offline, a text is kept on the device at once (TanStack Query would otherwise hold the mutation back until
    // the connection returns); a picture or document fails with the network's message, as before.
    networkMode: 'always',
    mutationFn: async ({ body, attachment }: Outgoing) => {
      if (!attachment) {
        keepMessage(conversationId, body);
        void sendKept(client, conversationId);
        return;
      }
      addMessage(client, await sendMessage(conversationId, await withAttachment(body, attachment)));
      void client.invalidateQueries({ queryKey: messagingKeys.inboxes });
    },
  });
}
