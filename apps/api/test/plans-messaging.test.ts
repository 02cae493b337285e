import { beforeAll, describe, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { messagingHelpers } from './helpers/messaging';
import { expectIndexedCall, getAs } from './helpers/plans';

/*
 * Conversations at national size (two million messages): the inbox and its search, the unread count, one
 * conversation, its newest and older pages; each call checked for the plans its statements would get on a
 * national-size database (helpers/plans.ts).
 */
const app = useTestApp();
const { member, product, askAbout, send } = messagingHelpers(
  () => app().app,
  () => app().database.handle.db,
);
let buyer: Awaited<ReturnType<typeof member>>;
let conversationId = '';

beforeAll(async () => {
  buyer = await member('Tunde Bello');
  const seller = await member('Ngozi Okafor', 'business');
  conversationId = await askAbout(buyer, await product(seller));
  for (let i = 0; i < 3; i++) {
    await send(buyer, conversationId, `Question ${i + 1}: is it still available?`);
    await send(seller, conversationId, `Answer ${i + 1}: yes, it is.`);
  }
});

const as = (url: string) => getAs(url, buyer.token);

describe('messaging query plans', () => {
  it('the inbox, its next page and a search by name, and the unread count', async () => {
    await expectIndexedCall(app(), as('/api/prop/conversations'), { maxStatements: 4 });
    await expectIndexedCall(app(), as('/api/prop/conversations?q=ngozi'), { maxStatements: 4 });
    await expectIndexedCall(app(), as('/api/prop/conversations/unread'), { maxStatements: 2 });
  });

  it('one conversation, its newest page and an older one', async () => {
    await expectIndexedCall(app(), as(`/api/prop/conversations/${conversationId}`), { maxStatements: 8 });
    await expectIndexedCall(app(), as(`/api/prop/conversations/${conversationId}/messages`), { maxStatements: 8 });
    await expectIndexedCall(app(), as(`/api/prop/conversations/${conversationId}/messages?before=4`), {
      maxStatements: 8,
    });
  });
});
