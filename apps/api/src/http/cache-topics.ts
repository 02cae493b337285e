/*
 * The topics visitors' kept answers are filed under (http/response-cache.ts). A route that keeps answers names
 * their topics; a route that changes what they show names the topics it invalidates.
 */

/** Every page of the public feed. */
export const FEED_TOPIC = 'feed';
/** Every kept single post. */
export const POSTS_TOPIC = 'posts';
/** One post. */
export const postTopic = (id: string) => `post:${id}`;
/** The first pages of the public marketplace. */
export const PRODUCTS_TOPIC = 'products';
/** The first pages of the public lists of tools, opportunities and trainings. */
export const TOOLS_TOPIC = 'tools';
export const OPPORTUNITIES_TOPIC = 'opportunities';
export const TRAININGS_TOPIC = 'trainings';
/** The reference data (states, sectors, option lists): it changes only with a new release. */
export const REFERENCE_TOPIC = 'reference';
/** The first pages of the public directory. */
export const DIRECTORY_TOPIC = 'directory';

/**
 * Everything that shows what accounts published: forgotten when an account is hidden, shown, blacklisted, approved
 * or deleted, or when an admin removes content (rare events, so forgetting it all is cheap).
 */
export const PUBLISHED_CONTENT_TOPICS = [
  FEED_TOPIC,
  POSTS_TOPIC,
  PRODUCTS_TOPIC,
  DIRECTORY_TOPIC,
  TOOLS_TOPIC,
  OPPORTUNITIES_TOPIC,
  TRAININGS_TOPIC,
] as const;
