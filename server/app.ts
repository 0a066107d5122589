import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { apiErrorHandler, apiNotFound } from "./http/errors";
import type { Logger } from "./logger";
import { catalogRoutes } from "./modules/catalog/routes";
import { promotionRoutes } from "./modules/promotions/routes";
import { accountRoutes, type AuthOptions, savedCartRoutes } from "./modules/accounts/routes";
import type { AccountsContext } from "./modules/accounts/service";
import { mailboxPage } from "./modules/mail/mailbox-page";
import { createMailer, type Mailer } from "./modules/mail/service";
import { createServices } from "./services";
import { currentUser } from "./modules/accounts/routes";
import { orderRoutes } from "./modules/orders/routes";
import { createCardProvider } from "./modules/payments/providers";
import { paymentRoutes } from "./modules/payments/routes";
import { createCryptoProvider } from "./modules/crypto/providers";
import { cryptoRoutes } from "./modules/crypto/routes";
import type { ShopContext } from "./workflows/context";
import { expireStaleOrders } from "./workflows/settle-payment";

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser files (production); in development Vite serves them. */
  clientDir?: string;
  /** Runs the periodic jobs (expiry of unpaid orders); the server does, tests call them themselves. */
  startJobs?: boolean;
}

export function authOptions(env: Env): AuthOptions {
  return {
    cookieName: `${env.SHOP_SHORT_NAME}_session`,
    secureCookie: env.NODE_ENV === "production" && env.PUBLIC_URL.startsWith("https:"),
  };
}

export function accountsContext(env: Env, database: Database, mailer: Mailer): AccountsContext {
  return { db: database.db, mailer, shopName: env.SHOP_NAME, publicUrl: env.PUBLIC_URL.replace(/\/$/, "") };
}

export function createShopContext(env: Env, database: Database, mailer: Mailer, logger: Logger): ShopContext {
  return {
    db: database.db,
    mailer,
    card: createCardProvider(env, database.db),
    crypto: createCryptoProvider(env, database.db),
    rates: env.SHIPPING_RATES,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ""),
    shopName: env.SHOP_NAME,
    logger,
  };
}

export function createApi({
  database,
  logger,
  env,
  mailer,
  shop,
}: Pick<AppDeps, "database" | "logger" | "env"> & { mailer: Mailer; shop: ShopContext }) {
  const accounts = accountsContext(env, database, mailer);
  const auth = authOptions(env);
  const viewer = (c: Context) => currentUser(c, accounts, auth);
  const api = new Hono()
    .get("/health", async (c) => {
      try {
        await database.ping();
        return c.json({ status: "ok", database: database.kind });
      } catch (err) {
        logger.error({ err }, "la base de données ne répond pas");
        return c.json({ status: "error", detail: "La base de données ne répond pas." }, 503);
      }
    })
    .route("/catalog", catalogRoutes(database.db))
    .route("/promotions", promotionRoutes(database.db, env.SHIPPING_RATES))
    .route("/auth", accountRoutes(accounts, auth))
    .route("/cart", savedCartRoutes(accounts, auth))
    .route("/payments", paymentRoutes(shop, viewer))
    .route("/crypto", cryptoRoutes(shop, viewer))
    .route("/orders", orderRoutes(database.db, viewer))
    // A mounted app's notFound is not consulted: the catch-all keeps unknown /api paths in JSON.
    .all("*", apiNotFound);
  api.onError(apiErrorHandler(logger));
  return api;
}

export type ApiType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const dev = env.NODE_ENV === "development";
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const level = c.req.path.startsWith("/assets/") ? "debug" : "info";
    logger[level](
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "requête",
    );
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Vite's development client injects inline scripts without a nonce.
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: env.NODE_ENV === "production" ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use(compress());

  const mailer = createMailer({ db: deps.database.db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const shop = createShopContext(env, deps.database, mailer, logger);
  app.route("/api", createApi({ ...deps, mailer, shop }));
  if (deps.startJobs) startExpiryJob(shop, env.ORDER_EXPIRY_INTERVAL_SECONDS * 1000);
  if (env.DEV_MAILBOX === "on" || (env.DEV_MAILBOX === "auto" && env.NODE_ENV !== "production")) {
    // The development mailbox: every mail the shop kept, newest first. Never served in production.
    app.get("/dev/boite-mail", async (c) => c.html(mailboxPage(await mailer.outbox(50))));
  }

  if (deps.clientDir) {
    const root = deps.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400"),
      }),
    );
  }

  if (deps.build) {
    const services = createServices({
      database: deps.database,
      env,
      accounts: accountsContext(env, deps.database, mailer),
      auth: authOptions(env),
      shop,
    });
    const handle = createRequestHandler(deps.build, env.NODE_ENV === "production" ? "production" : "development");
    app.all("*", (c) => handle(c.req.raw, { services, cspNonce: c.get("secureHeadersNonce") }));
  }

  return app;
}

/** Unpaid orders past their payment window give back their stock and code uses, even if no event arrives. */
function startExpiryJob(shop: ShopContext, intervalMs: number) {
  const run = () =>
    expireStaleOrders(shop)
      .then((released) => {
        if (released > 0) shop.logger.info({ released }, "commandes non payées expirées");
      })
      .catch((err: unknown) => shop.logger.error({ err }, "l'expiration des commandes a échoué"));
  setInterval(run, intervalMs).unref();
  setTimeout(run, 5_000).unref();
}
