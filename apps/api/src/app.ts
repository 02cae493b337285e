import { PAGE_SIZES } from '@creative-ng/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { devOutboxTransport, type MailTransport, senderAddress, smtpTransport } from './adapters/mail/transport';
import { pubSubFor } from './adapters/pubsub';
import { isLocalStorage, storageFromConfig } from './adapters/storage/index';
import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { DatabaseHandle } from './db/client';
import { authPlugin } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { trackInFlight } from './http/in-flight';
import { registerReplyLanguage } from './http/language';
import { registerOpenApi } from './http/openapi';
import { type CacheStore, memoryStore, redisStore, registerResponseCache } from './http/response-cache';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { validatorCompiler } from './http/validation';
import { loggerOptions } from './logging';
import { accountsRoutes } from './modules/accounts/routes';
import { accountsService } from './modules/accounts/service';
import { adminRoutes } from './modules/admin/routes';
import { adminService } from './modules/admin/service';
import { analyticsRoutes } from './modules/analytics/routes';
import { auditRoutes } from './modules/audit/routes';
import { clientConfigRoutes } from './modules/client-config/routes';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { directoryRoutes } from './modules/directory/routes';
import { docsRoutes } from './modules/docs/routes';
import { feedRoutes } from './modules/feed/routes';
import { feedService } from './modules/feed/service';
import { healthRoutes } from './modules/health/routes';
import { createIdentityProvider, identityCheck } from './modules/identity/service';
import { internalRoutes } from './modules/internal/routes';
import { listingsRoutes } from './modules/listings/routes';
import { listingsService } from './modules/listings/service';
import { orderService } from './modules/marketplace/orders';
import { productService } from './modules/marketplace/products';
import { marketplaceRoutes } from './modules/marketplace/routes';
import { mediaFileRoutes, mediaRoutes } from './modules/media/routes';
import { mediaService } from './modules/media/service';
import { messagingRoutes } from './modules/messaging/routes';
import { messagingService } from './modules/messaging/service';
import { moderationRoutes } from './modules/moderation/routes';
import { moderationService } from './modules/moderation/service';
import { type NoticeMailer, startNoticeMailer } from './modules/notifications/mailer';
import { notificationRoutes } from './modules/notifications/routes';
import { noticesService } from './modules/notifications/service';
import { type OutboxWorker, startOutboxWorker } from './modules/outbox/worker';
import { pageHtml } from './modules/previews/head';
import { type PreviewSources, pagePreview } from './modules/previews/pages';
import { originFor, pageLanguage, previewRoutes } from './modules/previews/routes';
import { sitemapSources } from './modules/previews/sitemap';
import { businessProfileRoutes, businessProfileService } from './modules/profiles/business';
import { partnerProfileRoutes, partnerProfileService } from './modules/profiles/partner';
import { findPublicProfile, publicProfileRoutes } from './modules/profiles/public';
import { creativeProfileRoutes } from './modules/profiles/routes';
import { profilesService, setAccountImage } from './modules/profiles/service';
import { proposalRoutes } from './modules/proposals/routes';
import { proposalsService } from './modules/proposals/service';
import { referenceRoutes } from './modules/reference/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { settingsRoutes } from './modules/settings/routes';
import { settingsService } from './modules/settings/service';

export const APP_VERSION = '0.1.0';
/** How often notices are checked for email (grouping is hourly, so a minute is prompt enough). */
const NOTICE_MAIL_INTERVAL_MS = 60_000;
/** How long a stop waits for requests in flight: under the 10 s after which server.ts gives up on a clean stop. */
const SHUTDOWN_DRAIN_MS = 8_000;

export interface AppDependencies {
  config: Config;
  secrets: Secrets;
  database: DatabaseHandle;
  redis?: Redis;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string | undefined;
  /** Override the logger (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Where kept answers live (default: Redis when given, else this process); the bench passes one keeping nothing. */
  answerStore?: CacheStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail worker: tests call `app.outbox.drain()` to send what is queued now. */
    outbox: OutboxWorker;
    /** Turns notices into grouped emails: tests call `app.noticeMailer.run()` to queue what is due now. */
    noticeMailer: NoticeMailer;
  }
}

/**
 * Builds the whole platform as one Fastify app without listening: server.ts listens, tests inject.
 * A feature adds one line here: `api.register(featureRoutes, deps)`.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  // First, so a request counts from its first hook (the session look-up included) until its work is done.
  const inFlight = trackInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerReplyLanguage(app);
  // Before compression: kept answers are the uncompressed bodies.
  registerResponseCache(app, deps.answerStore ?? (deps.redis ? redisStore(deps.redis) : memoryStore()));

  await registerSecurity(app, config, deps.redis);
  await registerOpenApi(app, config, APP_VERSION);
  await app.register(authPlugin, { db: database.db });

  const appSecret = deps.secrets.appSecret;
  const mail: MailTransport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : devOutboxTransport();
  // Background work reads and writes through a pool of its own (db/client.ts), so a full request load does not
  // stop mail, notices and reminders.
  const outbox = startOutboxWorker({
    db: database.background,
    appSecret,
    transport: mail,
    from: config.MAIL_FROM,
    log: app.log,
    intervalMs: config.MAIL_POLL_INTERVAL_MS,
    retentionDays: config.MAIL_RETENTION_DAYS,
  });
  app.decorate('outbox', outbox);
  const storage = storageFromConfig(config);
  const media = mediaService({
    db: database.db,
    storage,
    limits: {
      maxBytes: config.UPLOAD_MAX_BYTES,
      maxPixels: config.UPLOAD_MAX_PIXELS,
      concurrentUploads: config.UPLOAD_CONCURRENCY,
    },
    log: app.log,
  });
  const listingImages = {
    ownImages: (urls: readonly string[], ownerId: string) => media.urlsBelongToPlatform(urls, ownerId),
    shown: (urls: readonly string[]) => media.shown(urls),
  };
  const listings = listingsService({
    db: database.db,
    images: listingImages,
    calendar: { publicUrl: config.publicUrl, organizerEmail: senderAddress(config.MAIL_FROM) },
  });
  const products = productService({ db: database.db, images: listingImages });
  const reminders = listingsService({
    db: database.background,
    images: listingImages,
    calendar: { publicUrl: config.publicUrl, organizerEmail: senderAddress(config.MAIL_FROM) },
  }).attendance;
  const noticeMailer = startNoticeMailer({
    db: database.background,
    appSecret,
    nudge: outbox.nudge,
    intervalMs: NOTICE_MAIL_INTERVAL_MS,
    log: app.log,
    scheduled: [(now) => reminders.sendReminders(now)],
  });
  app.decorate('noticeMailer', noticeMailer);
  const accounts = accountsService({ db: database.db, appSecret, nudgeMail: outbox.nudge, later: outbox.later });
  const authLimits = {
    perIpPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    perEmailAndIpPer15Minutes: config.AUTH_EMAIL_RATE_LIMIT_PER_15_MINUTES,
    failedSignInsPerEmailPer15Minutes: config.AUTH_FAILED_SIGN_INS_PER_EMAIL_PER_15_MINUTES,
  };
  const profiles = profilesService(database.db);
  const feed = feedService(database.db, {
    ownImages: (urls, ownerId) => media.urlsBelongToPlatform(urls, ownerId),
    describe: (urls) => media.describe(urls),
    releaseUnused: (urls) => media.releaseUnused(urls),
  });
  const messaging = messagingService({
    db: database.db,
    images: {
      ownImage: (url, ownerId) => media.urlsBelongToPlatform([url], ownerId),
      shown: (urls) => media.shown(urls),
    },
    pubsub: pubSubFor(database, 'messaging', deps.redis),
    log: app.log,
  });
  // Open event streams end first, or closing the server would wait for them.
  app.addHook('preClose', () => messaging.close());
  const checkIdentity = identityCheck(database.db, appSecret, createIdentityProvider(config, app.log));

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: APP_VERSION });
      await api.register(referenceRoutes);
      await api.register(clientConfigRoutes, { config });
      await api.register(sessionRoutes, { db: database.db });
      await api.register(accountsRoutes, { service: accounts, limits: authLimits });
      await api.register(mediaRoutes, {
        media,
        rateLimitPerMinute: config.UPLOAD_RATE_LIMIT_PER_MINUTE,
        onAccountImage: (accountId, image) => setAccountImage(database.db, accountId, image.field, image.url),
      });
      await api.register(creativeProfileRoutes, {
        service: profiles,
        checkIdentity,
        ownImages: (urls, ownerId) => media.urlsBelongToPlatform(urls, ownerId),
      });
      await api.register(publicProfileRoutes, {
        db: database.db,
        postsOf: async (authorId, viewer) =>
          (await feed.byAuthor(authorId, { limit: PAGE_SIZES.feedFirst }, viewer)).items.map(
            ({ removed: _removed, ...post }) => post,
          ),
      });
      await api.register(businessProfileRoutes, {
        service: businessProfileService(database.db),
        ownImages: (urls, ownerId) => media.urlsBelongToPlatform(urls, ownerId),
      });
      await api.register(partnerProfileRoutes, { service: partnerProfileService(database.db) });
      await api.register(settingsRoutes, {
        service: settingsService(
          database.db,
          { appSecret, nudge: outbox.nudge },
          (accountId) => media.filesOf(accountId),
          async (accountId) => ({ messages: await messaging.exportOf(accountId) }),
        ),
        perIpPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(feedRoutes, { service: feed });
      await api.register(notificationRoutes, { service: noticesService(database.db) });
      await api.register(listingsRoutes, { service: listings });
      await api.register(marketplaceRoutes, { products, orders: orderService(database.db, products) });
      await api.register(proposalRoutes, { service: proposalsService(database.db) });
      await api.register(messagingRoutes, {
        service: messaging,
        limits: {
          perMinute: config.MESSAGE_RATE_LIMIT_PER_MINUTE,
          newAccountPerMinute: config.MESSAGE_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE,
        },
      });
      await api.register(directoryRoutes, { db: database.db });
      await api.register(adminRoutes, {
        db: database.db,
        service: adminService(database.db, { uploadedFilesOf: (accountId) => media.filesOf(accountId) }),
      });
      await api.register(auditRoutes, { db: database.db });
      await api.register(moderationRoutes, { service: moderationService(database.db) });
      await api.register(analyticsRoutes, { db: database.db });
      await api.register(internalRoutes, { db: database.db, appSecret });
      await api.register(docsRoutes);
    },
    { prefix: '/api' },
  );

  // Over HTTP only when asked for by name (development and tests): `npm run outbox` reads it otherwise.
  if (mail.name === 'dev-outbox' && config.DEV_OUTBOX_PUBLIC) {
    await app.register(devOutboxRoutes, { db: database.db, appSecret });
  }
  if (isLocalStorage(storage)) await app.register(mediaFileRoutes, { storage });

  // Link previews, robots.txt and the sitemap; every page's HTML carries its title and preview tags (decision 0062).
  const origin = originFor(config.PUBLIC_URL);
  const previewSources: PreviewSources = {
    post: async (id) => {
      const post = await feed.get(id, null);
      return { title: post.title, description: post.description, images: post.images, author: post.author.name };
    },
    profile: async (id) => {
      const profile = await findPublicProfile(database.db, id, null);
      if (!profile) return undefined;
      const about =
        profile.type === 'creative'
          ? (profile.bio ?? profile.expertise)
          : profile.type === 'business'
            ? profile.area
            : profile.goals;
      return { name: profile.name, about, photo: profile.photo };
    },
    product: async (id) => {
      const item = await products.get(id, null);
      return { title: item.title, description: item.description, images: item.images, author: item.author.name };
    },
    seller: async (username) => {
      const seller = await products.seller(username);
      return { name: seller.name, about: seller.bio ?? seller.headline, photo: seller.photo };
    },
    tool: async (id) => {
      const item = await listings.tools.get(id, null);
      return { title: item.name, description: item.description, images: item.images, author: item.author.name };
    },
    opportunity: async (id) => {
      const item = await listings.opportunities.get(id, null);
      return { title: item.title, description: item.description, images: item.images, author: item.author.name };
    },
    training: async (id) => {
      const item = await listings.trainings.get(id, null);
      return { title: item.title, description: item.description, images: item.images, author: item.author.name };
    },
    imageId: async (url) => (await media.describe([url])).get(url)?.id,
  };
  await app.register(previewRoutes, {
    previewOf: (id) => media.previewOf(id),
    sources: sitemapSources(database.db, { products, listings }),
    origin,
  });
  await registerSpa(app, deps.webDist, async (request, indexHtml) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return pageHtml(indexHtml, await pagePreview(pathname, pageLanguage(request), previewSources), origin(request));
  });
  // Runs once the server accepts nothing more: the requests it took finish (a client that hung up included), then
  // background work, and only then do the pools close (a statement sent after that would fail).
  app.addHook('onClose', async () => {
    if (!(await inFlight.drained(SHUTDOWN_DRAIN_MS))) app.log.warn('stopping with requests still running');
    await noticeMailer.stop();
    await outbox.stop();
    await database.close();
    deps.redis?.disconnect();
  });
  return app;
}
