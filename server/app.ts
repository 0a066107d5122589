import { type Context, Hono } from "hono";
import type { ServerBuild } from "react-router";
import type { Database } from "./db/client";
import { type Env, simulatedPaymentsActive } from "./env";
import { apiErrorHandler, apiNotFound, shopErrorHandler } from "./http/errors";
import { apiRouter } from "./api/contract";
import { contractRoutes } from "./api/docs";
import { healthRoute, readyRoute } from "./api/health";
import { apiNoStore, limitBodies, refuseCrossSiteWrites, rejectMalformedAddress } from "./http/guards";
import type { Logger } from "./logger";
import { catalogRoutes } from "./api/catalog";
import { newsletterRoutes } from "./api/newsletter";
import { pickupPointRoutes } from "./api/pickup-points";
import { shippingWebhookRoutes } from "./api/shipping-webhooks";
import { postalCodeRoutes } from "./api/postal-codes";
import { promotionRoutes } from "./api/promotions";
import { promoCodeRoutes } from "./api/promo-codes";
import { accountRoutes, savedCartRoutes } from "./api/accounts";
import { personalDataRoutes } from "./api/personal-data";
import { favouritesApi } from "./api/favourites";
import { type AuthOptions, currentUser } from "./http/current-user";
import { mailboxPage } from "./modules/mail/mailbox-page";
import { demoModeMailer } from "./modules/mail/demo-notice";
import { createMailer, type Mailer } from "./modules/mail/service";
import { createServices } from "./pages";
import { orderRoutes } from "./api/orders";
import { customerOrderRoutes } from "./api/customer-orders";
import { accountSettingsRoutes } from "./api/account-settings";
import { adminRoutes } from "./api/admin";
import { userListRoutes } from "./api/admin/users";
import { adminGate } from "./http/admin-gate";
import { mailImages } from "./http/mail-images";
import { mediaFiles } from "./http/media-files";
import { compression } from "./http/compression";
import { pageCache } from "./http/page-cache";
import { writeFence } from "./http/write-fence";
import { type ReadCache, readCache } from "./lib/read-cache";
import { MEDIA_PATH } from "#core/product-photos";
import type { MediaStore } from "./modules/media/media-files";
import { mediaStoreOf } from "./modules/media/store";
import { createCardProvider } from "./modules/payments/providers";
import { createCarrierProvider } from "./modules/shipping/carrier/providers";
import { paymentRoutes } from "./api/payments";
import { createCryptoProvider } from "./modules/crypto/providers";
import { cryptoRoutes } from "./api/crypto";
import { eventRoutes } from "./api/events";
import { startJobs } from "./jobs/scheduler";
import { shopJobs } from "./jobs/shop-jobs";
import type { AccountMailContext } from "./workflows/account-mail";
import type { ShopContext } from "./workflows/context";
import { readShopIdentity } from "./modules/shop-identity/service";
import { identityFromVariables } from "#core/legal-identity";
import { createMetrics } from "./metrics";
import { HOLD_HEADER, testHoldMs } from "./crash-hook";
import { metricsEndpoint } from "./http/metrics-endpoint";
import { type Lifecycle, readiness } from "./http/readiness";
import { nodeListener } from "./http/node-listener";
import { pageHandler } from "./http/page-handler";
import { pageHeaders } from "./http/page-headers";
import { requestLog } from "./http/request-log";
import { serveBuild } from "./http/serve-build";

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser files (production); in development Vite serves them. */
  clientDir?: string;
  /** Runs the periodic jobs (server/jobs: expiry, outbox, pruning); the server does, tests call them themselves. */
  startJobs?: boolean;
  /** The other processes of this instance (cluster mode): told of each write so their page caches empty too. */
  siblings?: { announceWrite(): void; onWrite(listener: () => void): void };
  /** What `GET /metrics` shows (cluster mode: every worker's, summed by the primary); default: this process's. */
  metricsExposition?: () => Promise<{ contentType: string; body: string }>;
}

export function authOptions(env: Env): AuthOptions {
  return {
    cookieName: `${env.SHOP_SHORT_NAME}_session`,
    secureCookie: env.NODE_ENV === "production" && env.PUBLIC_URL.startsWith("https:"),
    trustProxy: env.TRUST_PROXY,
  };
}

export function accountsContext(env: Env, database: Database, mailer: Mailer): AccountMailContext {
  return { db: database.db, mailer, shopName: env.SHOP_NAME, publicUrl: env.PUBLIC_URL.replace(/\/$/, "") };
}

export function createShopContext(env: Env, database: Database, mailer: Mailer, logger: Logger): ShopContext {
  return {
    db: database.db,
    mailer,
    card: createCardProvider(env, database.db),
    crypto: createCryptoProvider(env, database.db),
    rates: env.SHIPPING_RATES,
    packagingGrams: env.SHIPPING_PACKAGING_GRAMS,
    giftWrappingCents: env.GIFT_WRAPPING_CENTS,
    shippingCutOffHour: env.SHIPPING_CUTOFF_HOUR,
    carrier: createCarrierProvider(env),
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ""),
    shopName: env.SHOP_NAME,
    logger,
    holdLimits: { pendingOrders: env.MAX_PENDING_ORDERS, pendingOrdersPerAddress: env.MAX_PENDING_ORDERS_PER_ADDRESS },
    trustProxy: env.TRUST_PROXY,
    eventsPerMinute: env.EVENTS_PER_MINUTE_PER_ADDRESS,
    pickupSearchesPerMinute: env.PICKUP_POINTS_PER_MINUTE_PER_ADDRESS,
    newsletter: {
      mailsPerMinute: env.NEWSLETTER_MAILS_PER_MINUTE,
      signupsPerHour: env.NEWSLETTER_SIGNUPS_PER_HOUR_PER_ADDRESS,
      mediaBaseUrl: env.MEDIA_PUBLIC_URL?.replace(/\/$/, ""),
    },
    supportEmail: env.SUPPORT_EMAIL,
    legalVariables: identityFromVariables(env),
  };
}

export function createApi({
  database,
  logger,
  env,
  mailer,
  shop,
  media,
  reads,
  lifecycle = { stopping: false, jobs: "off" },
}: Pick<AppDeps, "database" | "logger" | "env"> & {
  mailer: Mailer;
  shop: ShopContext;
  media: MediaStore;
  /** Cached reads for answers only shown (decision 051); none in tests that build the API alone. */
  reads?: ReadCache;
  /** The process's state for the readiness probe; default: running, without jobs. */
  lifecycle?: Lifecycle;
}) {
  const accounts = accountsContext(env, database, mailer);
  const auth = authOptions(env);
  const viewer = (c: Context) => currentUser(c, accounts, auth);
  const router = apiRouter();
  router.use(apiNoStore());
  const api = router
    .openapi(healthRoute, async (c) => {
      try {
        await database.ping();
        return c.json({ status: "ok" as const, database: database.kind }, 200);
      } catch (err) {
        logger.error({ err }, "la base de données ne répond pas");
        return c.json({ status: "error" as const, detail: "La base de données ne répond pas." }, 503);
      }
    })
    .openapi(readyRoute, async (c) => {
      const state = await readiness(database, lifecycle);
      if (state.ready) return c.json({ status: "ready" as const, database: state.database, jobs: state.jobs }, 200);
      return c.json({ status: "unavailable" as const, reason: state.reason, detail: state.detail }, 503);
    })
    .route("/catalog", catalogRoutes(database.db, { examples: simulatedPaymentsActive(env) }))
    .route(
      "/promotions",
      promotionRoutes(
        database.db,
        { rates: env.SHIPPING_RATES, packagingGrams: env.SHIPPING_PACKAGING_GRAMS },
        viewer,
        reads,
      ),
    )
    .route("/promotions/codes", promoCodeRoutes(accounts, auth))
    .route("/postal-codes", postalCodeRoutes())
    .route("/shipping", pickupPointRoutes(shop))
    .route("/shipping", shippingWebhookRoutes(shop))
    .route("/auth/me", personalDataRoutes(accounts, auth))
    .route("/auth", accountRoutes(accounts, auth))
    .route("/auth/users", userListRoutes(accounts, auth))
    .route("/cart", savedCartRoutes(accounts, auth))
    .route("/favourites", favouritesApi(accounts, auth))
    .route("/payments", paymentRoutes(shop, viewer))
    .route("/crypto", cryptoRoutes(shop, viewer))
    .route("/orders", orderRoutes(shop, viewer))
    .route("/orders", customerOrderRoutes(shop, viewer))
    .route("/account", accountSettingsRoutes(accounts, auth))
    .route("/events", eventRoutes(shop))
    .route("/newsletter", newsletterRoutes(shop))
    .route("/admin", adminRoutes({ accounts, auth, shopName: env.SHOP_NAME, shop, media }));
  // The document and its reference read the routes above; a mounted app's notFound is not consulted: the
  // catch-all keeps unknown /api paths in JSON.
  api.route("/", contractRoutes(api, env.SHOP_NAME)).all("*", apiNotFound);
  api.onError(apiErrorHandler(logger));
  return api;
}

export type ApiType = ReturnType<typeof createApi>;

/** The pages' inline stylesheet, which app/entry.server.tsx exports for the compression (decision 070). */
async function inlineStylesheetOf(build: AppDeps["build"]): Promise<string | undefined> {
  const loaded = typeof build === "function" ? await build() : build;
  const sheet = (loaded?.entry.module as { inlineStylesheet?: unknown } | undefined)?.inlineStylesheet;
  return typeof sheet === "string" ? sheet : undefined;
}

export function createApp(deps: AppDeps) {
  return createServer(deps).app;
}

/**
 * The app, and the stop function of its periodic jobs (a no-op without `startJobs`) for a graceful shutdown; `fetch`
 * is the app's own with the page cache watching what goes out, `serveEarly` answers a kept page from Node's listener
 * before the app (decision 052).
 */
export function createServer(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.onError(shopErrorHandler(logger));

  const lifecycle: Lifecycle = { stopping: false, jobs: deps.startJobs ? "running" : "off" };
  // The process's default metrics (memory, event loop…) only for a real server: tests build many in one process.
  const metrics = createMetrics({ database: deps.database, logger, defaults: deps.startJobs === true });

  app.use(requestLog(logger));
  const holdMs = testHoldMs(env);
  if (holdMs > 0) {
    app.use(async (c, next) => {
      if (c.req.header(HOLD_HEADER)) await new Promise((resolve) => setTimeout(resolve, holdMs));
      await next();
    });
  }

  // Before every other middleware: the scraper's answer is neither a page nor cached, compressed or fenced.
  app.get(
    "/metrics",
    metricsEndpoint({
      token: env.METRICS_TOKEN || undefined,
      exposition: async () =>
        deps.metricsExposition
          ? deps.metricsExposition()
          : { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() },
    }),
  );

  app.use(pageHeaders(env));
  app.use(compression({ sharedPart: () => inlineStylesheetOf(deps.build) }));
  app.use(rejectMalformedAddress());
  app.use(limitBodies());
  app.use(refuseCrossSiteWrites({ publicUrl: env.PUBLIC_URL, cookieName: authOptions(env).cookieName }));

  app.use(adminGate({ db: deps.database.db, auth: authOptions(env) }));
  const pages = pageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000, sessionCookie: authOptions(env).cookieName });
  const reads = readCache({ ttlMs: env.CATALOGUE_CACHE_SECONDS * 1000 });
  const invalidate = () => {
    pages.invalidate();
    reads.invalidate();
  };
  deps.siblings?.onWrite(invalidate);
  app.use(writeFence({ invalidate, announce: deps.siblings?.announceWrite }));
  app.use(pages.middleware);

  const outbox = createMailer({ db: deps.database.db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const mailer = simulatedPaymentsActive(env) ? demoModeMailer(outbox) : outbox;
  const shop: ShopContext = { ...createShopContext(env, deps.database, mailer, logger), events: metrics.events };
  // The legal identity is shown on every legal page and product page: kept like the catalogue's reads (decision 093).
  shop.cachedIdentity = () => reads.get("shop-identity", () => readShopIdentity(deps.database.db, shop.legalVariables));
  const media = mediaStoreOf(env);
  app.route("/api", createApi({ ...deps, mailer, shop, media, reads, lifecycle }));
  app.route(MEDIA_PATH, mediaFiles(media));
  const stopJobs = deps.startJobs
    ? startJobs(
        shopJobs({
          shop,
          mailer,
          db: deps.database.db,
          maintainDatabase: deps.database.maintain,
          expiryEveryMs: env.ORDER_EXPIRY_INTERVAL_SECONDS * 1000,
          reviewInvitations: {
            everyMs: env.REVIEW_INVITATION_INTERVAL_SECONDS * 1000,
            daysAfterShipping: env.REVIEW_INVITATION_DAYS_AFTER_SHIPPING,
          },
          onStockChange: () => {
            invalidate();
            deps.siblings?.announceWrite();
          },
        }),
        logger,
        metrics.jobRun,
      )
    : async () => undefined;
  if (env.DEV_MAILBOX === "on" || (env.DEV_MAILBOX === "auto" && env.NODE_ENV !== "production")) {
    // The development mailbox: every mail the shop kept, newest first. Never served in production.
    app.get("/dev/boite-mail", async (c) => c.html(mailboxPage(await mailer.outbox(50))));
    // One mail's HTML part as a mail client would show it (its layout checked at 360 px).
    app.get("/dev/boite-mail/:id{[0-9]+}", async (c) => {
      const mail = (await mailer.outbox(50)).find((m) => m.id === Number(c.req.param("id")));
      return mail ? c.html(mail.html) : c.text("Courriel introuvable.", 404);
    });
  }
  // The mails' PNG pictures (decision 119), from the built client's SVGs (the sources' in development).
  app.route("/images/mail", mailImages(deps.clientDir ?? "public"));
  if (deps.clientDir) serveBuild(app, deps.clientDir);

  const services = createServices({
    database: deps.database,
    env,
    accounts: accountsContext(env, deps.database, mailer),
    auth: authOptions(env),
    shop,
    reads,
  });
  if (deps.build) app.all("*", pageHandler({ build: deps.build, env, services, logger }));

  const { listener, inFlight } = nodeListener({ fetch: app.fetch, pages, env, lifecycle, metrics, logger });
  /**
   * The start of a graceful stop: the readiness probe answers 503, answers not begun yet close their connection, no
   * job run starts; resolves once the runs in progress are over. The caller stops listening and closes the database.
   */
  const beginShutdown = () => {
    lifecycle.stopping = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const jobs = stopJobs();
    if (lifecycle.jobs === "running") lifecycle.jobs = "stopped";
    return jobs;
  };
  return { app, stopJobs, beginShutdown, listener, services, metrics };
}
