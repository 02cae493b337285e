import type { BenchPerson, Fixtures } from './fixtures';

/** One call the bench loads: a GET as a visitor or as one of the signed-in bench accounts. */
export interface BenchCall {
  name: string;
  path: string;
  as?: BenchPerson;
}

const FILM = encodeURIComponent('Film & TV');

/**
 * Every list, search, count and detail call of the platform that a crowd could hit, with the filters the web app
 * offers, on the busiest accounts and items of the data set.
 */
export function benchCalls(f: Fixtures): BenchCall[] {
  return [
    ...feedCalls(f),
    ...directoryCalls(),
    ...marketplaceCalls(f),
    ...listingCalls(),
    ...ownCalls(),
    ...messagingCalls(f),
    ...adminCalls(),
  ];
}

function feedCalls(f: Fixtures): BenchCall[] {
  return [
    { name: 'feed, first page (visitor)', path: '/api/prop/public/post?limit=12' },
    { name: 'feed, first page (signed in)', path: '/api/prop/public/post?limit=12', as: 'member' },
    { name: 'feed, page 90% down (visitor)', path: `/api/prop/public/post?limit=5&cursor=${f.deepCursor}` },
    {
      name: 'feed, page 90% down (signed in)',
      path: `/api/prop/public/post?limit=5&cursor=${f.deepCursor}`,
      as: 'member',
    },
    { name: 'one post (visitor)', path: `/api/prop/public/post/${f.postId}` },
    { name: 'one post (signed in)', path: `/api/prop/public/post/${f.postId}`, as: 'member' },
    { name: 'creative profile with posts', path: `/api/prop/public/creative/${f.creativeId}` },
    { name: 'business profile with posts', path: `/api/prop/public/business/${f.businessId}` },
    { name: "an author's posts", path: `/api/prop/public/posts/by/${f.creativeId}?limit=12` },
  ];
}

function directoryCalls(): BenchCall[] {
  const directory = '/api/prop/public/directory';
  return [
    { name: 'directory, creatives', path: `${directory}?tab=creatives` },
    { name: 'directory, businesses', path: `${directory}?tab=business` },
    { name: 'directory, partners', path: `${directory}?tab=partners` },
    { name: 'directory, page 50', path: `${directory}?tab=creatives&page=50` },
    { name: "directory, search 'chined'", path: `${directory}?tab=creatives&q=chined` },
    { name: "directory, search 'oluwasegun'", path: `${directory}?tab=creatives&q=oluwasegun` },
    { name: "directory, search 'cinematographer lagos'", path: `${directory}?tab=creatives&q=cinematographer%20lagos` },
    // First pages, searches included, are kept in memory for visitors and members alike (decisions 0126, 0136): a
    // search's second page shows what the database path costs.
    { name: "directory, search 'chined' (signed in)", path: `${directory}?tab=creatives&q=chined`, as: 'member' },
    { name: "directory, search 'chined', page 2", path: `${directory}?tab=creatives&q=chined&page=2` },
    { name: "directory, search 'oluwasegun', page 2", path: `${directory}?tab=creatives&q=oluwasegun&page=2` },
    { name: 'directory, state Kano', path: `${directory}?tab=creatives&state=Kano` },
    { name: 'directory, sector Film & TV', path: `${directory}?tab=creatives&sector=${FILM}` },
    { name: 'directory, state and sector', path: `${directory}?tab=business&state=Lagos&sector=${FILM}` },
  ];
}

/**
 * The calls also measured one request at a time after the load (issue 19 judges the directory search by its p95
 * for single requests): every directory search, public and admin.
 */
export const ONE_AT_A_TIME = /directory, (\w+, )?search/i;

function marketplaceCalls(f: Fixtures): BenchCall[] {
  const market = '/api/prop/public/product';
  return [
    { name: 'marketplace, first page', path: market },
    { name: "marketplace, search 'adire'", path: `${market}?q=adire` },
    { name: 'marketplace, category', path: `${market}?category=service` },
    { name: 'marketplace, price range', path: `${market}?min_price=10000&max_price=50000` },
    { name: 'marketplace, category and price', path: `${market}?category=product&min_price=20000&max_price=100000` },
    // Visitors' first pages are kept in memory: a second page shows what the database does for a filtered list.
    {
      name: 'marketplace, category and price, page 2',
      path: `${market}?category=product&min_price=20000&max_price=100000&page=2`,
    },
    { name: 'marketplace, first page (signed in)', path: market, as: 'member' },
    { name: 'marketplace, page 500', path: `${market}?page=500` },
    { name: 'product with other products', path: `/api/prop/product/${f.productId}` },
    { name: 'seller page', path: `/api/prop/public/seller/${f.sellerUsername}` },
    { name: "seller page's products", path: `${market}?seller=${f.sellerUsername}&limit=8` },
  ];
}

function listingCalls(): BenchCall[] {
  const tools = '/api/prop/tool/all';
  const opportunities = '/api/prop/opportunity/all';
  const trainings = '/api/prop/event/all';
  return [
    { name: 'tools, first page', path: tools },
    { name: "tools, search 'canva'", path: `${tools}?q=canva` },
    { name: 'tools, free', path: `${tools}?price=free` },
    { name: 'tools, type', path: `${tools}?type=subscription` },
    { name: 'tools, category', path: `${tools}?category=software` },
    { name: 'tools, sector', path: `${tools}?sector=${FILM}` },
    { name: 'tools, page 2', path: `${tools}?page=2` },
    { name: 'tools, first page (signed in)', path: tools, as: 'member' },
    { name: 'tools, page 200', path: `${tools}?page=200` },
    { name: 'opportunities, first page', path: opportunities },
    { name: "opportunities, search 'fellowship'", path: `${opportunities}?q=fellowship` },
    { name: 'opportunities, open only', path: `${opportunities}?status=open` },
    { name: 'opportunities, location', path: `${opportunities}?location=remote` },
    { name: 'opportunities, timing and level', path: `${opportunities}?timing=full-time&level=senior` },
    { name: 'opportunities, page 2', path: `${opportunities}?page=2` },
    { name: 'trainings, first page', path: trainings },
    { name: "trainings, search 'workshop'", path: `${trainings}?q=workshop` },
    { name: 'trainings, upcoming', path: `${trainings}?when=upcoming` },
    { name: 'trainings, online', path: `${trainings}?location=Online` },
    { name: 'trainings, page 2', path: `${trainings}?page=2` },
    { name: 'trainings, first page (signed in)', path: trainings, as: 'member' },
  ];
}

/** What signed-in people see of their own: the busiest account for each. */
function ownCalls(): BenchCall[] {
  return [
    { name: 'saved items', path: '/api/prop/saved', as: 'saver' },
    { name: 'saved items, tools', path: '/api/prop/saved?kind=tool', as: 'saver' },
    { name: 'orders, buying', path: '/api/prop/orders?side=buying', as: 'buyer' },
    { name: 'orders, selling', path: '/api/prop/orders?side=selling', as: 'seller' },
    { name: 'proposals, sent', path: '/api/prop/proposals?box=sent', as: 'sender' },
    { name: 'proposals, received', path: '/api/prop/proposals?box=received', as: 'host' },
    { name: 'notifications and bell count', path: '/api/prop/notifications?limit=30', as: 'noticed' },
  ];
}

/** Opening the inbox and a conversation, as the busiest talker, in their longest conversation. */
function messagingCalls(f: Fixtures): BenchCall[] {
  const conversation = `/api/prop/conversations/${f.conversationId}`;
  const older = Math.max(1, f.conversationLastSeq - 200);
  return [
    { name: 'inbox', path: '/api/prop/conversations', as: 'talker' },
    {
      name: 'inbox, search a name',
      path: `/api/prop/conversations?q=${encodeURIComponent(f.inboxName)}`,
      as: 'talker',
    },
    { name: 'unread messages count', path: '/api/prop/conversations/unread', as: 'talker' },
    { name: 'a conversation', path: conversation, as: 'talker' },
    { name: "a conversation's newest messages", path: `${conversation}/messages`, as: 'talker' },
    { name: "a conversation's older messages", path: `${conversation}/messages?before=${older}`, as: 'talker' },
  ];
}

function adminCalls(): BenchCall[] {
  return [
    { name: 'admin directory, creatives', path: '/api/prop/admin-creative', as: 'admin' },
    { name: 'admin directory, businesses', path: '/api/prop/admin-business', as: 'admin' },
    { name: 'admin directory, partners', path: '/api/prop/admin-partner', as: 'admin' },
    { name: "admin directory, search 'chined'", path: '/api/prop/admin-creative?q=chined', as: 'admin' },
    // A creative's name on the businesses' tab, a business's word on the creatives' (decision 0051).
    { name: "admin directory, businesses, search 'chined'", path: '/api/prop/admin-business?q=chined', as: 'admin' },
    { name: "admin directory, search 'limited'", path: '/api/prop/admin-creative?q=limited', as: 'admin' },
    { name: 'admin directory, blocked', path: '/api/prop/admin-creative?status=BLOCKED', as: 'admin' },
    { name: 'admin reports, open', path: '/api/prop/admin-reports', as: 'admin' },
    { name: 'admin reports, dismissed', path: '/api/prop/admin-reports?status=dismissed', as: 'admin' },
    { name: 'audit log', path: '/api/prop/admin-audit', as: 'admin' },
    { name: 'audit log, page 100', path: '/api/prop/admin-audit?page=100', as: 'admin' },
    { name: 'admin analytics', path: '/api/prop/admin-analytics', as: 'admin' },
    { name: 'CSV export, partners (all)', path: '/api/prop/admin-partner.csv', as: 'admin' },
    {
      name: 'CSV export, creatives of a state and sector',
      path: `/api/prop/admin-creative.csv?state=Kano&sector=${FILM}`,
      as: 'admin',
    },
  ];
}
