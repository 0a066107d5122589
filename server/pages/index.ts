import { HONEY_CATEGORIES, type ProductKind, type PerfumeCollection } from "#core/catalog";
import { searchWords, type Sort } from "#core/catalogue-query";
import type { Database } from "#server/db/client";
import { type Env, publicConfig, simulatedPaymentsActive } from "#server/env";
import { serialize } from "hono/utils/cookie";
import { adminDashboardServices, adminUserServices } from "./back-office";
import { type AuthOptions, sessionCookieOptions } from "#server/http/current-user";
import { describe, fieldOf } from "#server/http/validate";
import { loginInput, registerInput } from "#server/modules/accounts/inputs";
import {
  type AccountsContext,
  listRewards,
  login,
  publicUser,
  register,
  resetLinkState,
  userForToken,
  verifyEmail,
} from "#server/modules/accounts/service";
import { getHoney, type LineRequest, listProducts, priceLines } from "#server/modules/catalog/service";
import { cataloguePage, honeyCollectionPage } from "#server/modules/catalog/storefront-pages";
import { DomainError } from "#server/domain-error";
import { decodeAddressPart } from "#server/http/guards";
import { type AdminArea, admit, REFUSAL_DETAILS } from "#server/http/admin-gate";
import { adminAccess, secondFactorState } from "#server/modules/accounts/second-factor";
import { listAudit } from "#server/modules/audit/service";
import { findOrder, linesOf, listOrdersForUser, orderForViewer } from "#server/modules/orders/service";
import { declareWithdrawal, withdrawalFromForm, withdrawalStateFor } from "#server/workflows/withdrawal";
import { documentLinksOf, withDocumentLinks } from "#server/workflows/invoices";
import type { SimulatedCardProvider } from "#server/modules/payments/simulated-card";
import { DIRECT_PURCHASE_IDS } from "#server/modules/catalog/direct-purchase";
import { advertisedOffers } from "#server/modules/promotions/service";
import {
  articlesView,
  catalogueView,
  measuresView,
  cryptoItemsOrder,
  cryptoPackageOrder,
  directPurchaseView,
  homeView,
  honeyCollectionView,
  honeyPageView,
  perfumeLineView,
  wellnessView,
  CATALOGUE_PAGE_SIZE,
  COLLECTION_PAGE_SIZE,
} from "#server/modules/catalog/views";
import { type SimulatedInvoiceView, simulatedInvoiceView } from "#server/workflows/crypto-status";
import type { ShopContext } from "#server/workflows/context";
import { createAdminPromoServices } from "./admin-promo";
import { createAdminOrderServices } from "./admin-orders";
import { createAdminPhotoServices } from "./admin-photos";
import { createAdminCatalogServices } from "./admin-catalog";
import { isOffSale } from "#server/modules/catalog/availability";
import { lowestPricesOf30Days } from "#server/modules/catalog/price-history";
import { getPerfume } from "#server/modules/catalog/perfume-page";
import { perfumePageView } from "#server/modules/catalog/perfume-view";
import { informationView } from "#server/workflows/product-information";
import { createAnalyticsServices } from "./analytics";
import { createLotServices } from "./lots";
import { createProductInformationServices } from "./product-information";
import { createShopIdentityServices } from "./shop-identity";
import type { ReadCache } from "#server/lib/read-cache";

/** A cookie of the request; null when absent or malformed (bad percent-encoding, NUL byte). */
function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeAddressPart(rest.join("="));
  }
  return null;
}

/** What the pages' loaders may call, through React Router's load context. */
/** The first pages of a list are kept in the read cache; further ones, rarely asked for, are read each time. */
const CACHED_PAGES = 20;

const isListedCategory = (category: string) =>
  category === "all" || (HONEY_CATEGORIES as readonly string[]).includes(category);

export function createServices(deps: {
  database: Database;
  env: Env;
  accounts: AccountsContext;
  auth: AuthOptions;
  shop: ShopContext;
  /** The storefront's reads kept until the next write (decision 051); absent: every read goes to the database. */
  reads?: ReadCache;
}) {
  const { db } = deps.database;
  const { accounts, auth, shop, reads } = deps;
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => (reads ? reads.get(key, load) : load());
  const cachedIf = <T>(keep: boolean, key: string, load: () => Promise<T>): Promise<T> =>
    keep ? cached(key, load) : load();
  /** The active catalogue (or one kind of it), as `listProducts` gives it; shared: never changed by its readers. */
  const products = (kind?: ProductKind) => cached(`products:${kind ?? ""}`, () => listProducts(db, { kind }));
  const offers = () => cached("offers", () => advertisedOffers(db));

  // The shop's example reviews and ratings only in a demonstration (decision 086): a process never changes mode,
  // and its caches (read cache, page cache) belong to its app, so the two modes never share a cached page.
  const examples = simulatedPaymentsActive(deps.env);
  /** A domain refusal as `{ ok: false, message, field }` (its French message, the field it is about); else thrown. */
  const refusalOf = (err: unknown) => {
    if (err instanceof DomainError) {
      const { field } = err.details;
      return { ok: false as const, message: err.message, field: typeof field === "string" ? field : null };
    }
    throw err;
  };

  const sessionUser = async (request: Request) => {
    const token = cookieValue(request, auth.cookieName);
    return token ? userForToken(accounts, token) : null;
  };

  /** The back office's own check in loaders (the gate in front of the app has checked the same by path). */
  const admissionOf = async (request: Request, area: AdminArea = "admin") => {
    const admission = admit(await adminAccess(db, cookieValue(request, auth.cookieName), new Date()), area);
    if (!admission.ok) {
      const { reason, status } = admission;
      throw Response.json({ reason, detail: REFUSAL_DETAILS[reason] }, { status });
    }
    return admission;
  };
  const adminOf = async (request: Request) => (await admissionOf(request)).user;
  const lots = createLotServices({ db, env: deps.env, shop, requireAdmin: adminOf });

  return {
    config: publicConfig(deps.env),
    admin: {
      /** The administrator of the request (second factor passed), or a thrown 401/403. */
      require: async (request: Request) => adminOf(request),
      /** The second factor's page: the administrator (passed or not) and whether it is enrolled (in the terminal). */
      secondFactor: async (request: Request) => {
        const { user, passed } = await admissionOf(request, "enrolment");
        return { email: user.email, passed, ...(await secondFactorState(db, user)) };
      },
      /** A page of the audit log. */
      audit: async (request: Request, page: number) => {
        await adminOf(request);
        return listAudit(db, { page });
      },
    },
    adminUsers: adminUserServices({ db, requireAdmin: adminOf, demoMode: simulatedPaymentsActive(deps.env) }),
    adminDashboard: adminDashboardServices({ db, requireAdmin: adminOf, demoMode: simulatedPaymentsActive(deps.env) }),
    adminPromo: createAdminPromoServices({ db, requireAdmin: (request) => adminOf(request) }),
    adminOrders: createAdminOrderServices({ db, requireAdmin: (request) => adminOf(request) }),
    adminPhotos: createAdminPhotoServices({ db, env: deps.env, logger: shop.logger, requireAdmin: adminOf }),
    adminCatalog: createAdminCatalogServices({ db, requireAdmin: (request) => adminOf(request) }),
    analytics: createAnalyticsServices({
      db,
      requireAdmin: (request) => adminOf(request),
      demoMode: simulatedPaymentsActive(deps.env),
    }),
    /** Regulatory information (decision 084): the product pages' section, the back office's form and list. */
    productInformation: createProductInformationServices({ shop, requireAdmin: adminOf, cached }),
    /** The company behind the shop (decision 093): the legal pages' details, the back office's form. */
    shopIdentity: createShopIdentityServices({ shop, requireAdmin: adminOf }),
    /** Lots (decision 038): `lots.admin` for the back office, `lots.publicLot` / `lots.currentLot` for the shop. */
    lots: {
      ...lots,
      currentLot: (productId: string) => cached(`lot:${productId}`, () => lots.currentLot(productId)),
      formatLots: (productId: string) => cached(`lots:${productId}`, () => lots.formatLots(productId)),
    },
    catalog: {
      listProducts: (filter: { kind?: ProductKind } = {}) => products(filter.kind),
      // Each page's view of the catalogue (modules/catalog/views.ts), computed once per state of the catalogue.
      home: () => cached("view:home", async () => homeView(await products(), examples)),
      honeyCollection: (category: string, page: number) => {
        const load = async () => {
          const { counts, shown } = await honeyCollectionPage(db, category, page, COLLECTION_PAGE_SIZE);
          return honeyCollectionView(counts, shown, category, examples);
        };
        // Kept only for the addresses the shop links to: a made-up one must not push the others out.
        return cachedIf(isListedCategory(category) && page <= CACHED_PAGES, `view:honeys:${category}:${page}`, load);
      },
      /** A product taken off sale: its page answers 404 (an unknown id is sent to its collection). */
      offSale: (id: string) => cached(`off-sale:${id}`, () => isOffSale(db, id)),
      /** `/miel/:id`; null for an unknown honey. */
      honeyPage: (id: string) =>
        cached(`view:honey:${id}`, async () => {
          const honey = await getHoney(db, id, { exampleReviews: examples });
          return honey ? honeyPageView(honey, examples) : null;
        }),
      /** `/parfum/:id`; null for an unknown perfume or one taken off sale (both answer 404). */
      perfume: (id: string) =>
        cached(`view:perfume:${id}`, async () => {
          const perfume = await getPerfume(db, id);
          return perfume ? perfumePageView(perfume, await informationView(shop, id)) : null;
        }),
      /** A perfume line's page: its perfumes and the packs it advertises. */
      perfumePage: async (line: PerfumeCollection) => {
        const [perfumes, advertised] = await Promise.all([products("perfume"), offers()]);
        return { perfumes: perfumeLineView(perfumes, line, examples), packs: advertised.packs };
      },
      wellness: () =>
        cached("view:wellness", async () => {
          const [product] = await products("wellness");
          return wellnessView(product, examples, await lowestPricesOf30Days(db, product?.variants ?? []));
        }),
      /** Each variant's net weight or volume, by basket line id, for the basket's unit prices. */
      measures: () => cached("view:measures", async () => measuresView(await products())),
      catalogue: (q: string, asked: Sort, page: number) => {
        // Without ratings to show, none to sort by either: « Meilleures notes » is the relevance order.
        const sort = asked === "note" && !examples ? "pertinence" : asked;
        const load = async () =>
          catalogueView(await cataloguePage(db, searchWords(q), sort, page, CATALOGUE_PAGE_SIZE), q, sort, examples);
        // A search is read each time: visitors' words would push the shop's own pages out of the cache.
        return cachedIf(q === "" && page <= CACHED_PAGES, `view:catalogue:${sort}:${page}`, load);
      },
      articles: () => cached("view:articles", async () => articlesView(await products(), examples)),
    },
    promotions: {
      /** The advertised code and perfume packs, for the texts that name them (home, FAQ, perfume pages, basket). */
      offers,
    },
    orders: {
      /** The signed-in customer's orders, newest first; empty for a visitor. */
      mine: async (request: Request) => {
        const user = await sessionUser(request);
        const orders = user ? await listOrdersForUser(db, user.id) : [];
        return withDocumentLinks(db, orders);
      },
      /** One order for its owner or for the holder of the confirmation mail's key; null otherwise. */
      forViewer: async (request: Request, reference: string, key: string | null) => {
        const user = await sessionUser(request);
        const order = await orderForViewer(db, reference, { userId: user?.id ?? null, key });
        return order && { ...order, documents: await documentLinksOf(db, order.id) };
      },
      /** The order's withdrawal: window, open declaration (decision 040); null when the viewer may not see it. */
      withdrawal: async (request: Request, reference: string, key: string | null) => {
        const user = await sessionUser(request);
        return withdrawalStateFor(shop, reference, { userId: user?.id ?? null, key });
      },
      /** The withdrawal form's post: the declaration recorded (or the open one found), or the French refusal. */
      declareWithdrawal: async (request: Request, reference: string, key: string | null, form: FormData) => {
        const user = await sessionUser(request);
        try {
          await declareWithdrawal(shop, reference, { userId: user?.id ?? null, key }, withdrawalFromForm(form));
          return { ok: true as const };
        } catch (err) {
          return refusalOf(err);
        }
      },
    },
    payments: {
      cardProvider: shop.card.name,
      /** The packages of /paiement, in the spec's order. */
      directPurchasePackages: async () => {
        const packages = await products("package");
        return directPurchaseView(
          ["parfum_homme", "miel_sumur", "parfum_femme"].flatMap((id) => {
            const found = packages.find((p) => p.id === id);
            return found ? [found] : [];
          }),
        );
      },
      /** The simulated payment page's session, with what it shows; null if unknown or not simulated. */
      simulatedSession: async (sessionId: string) => {
        if (shop.card.name !== "simulated") return null;
        const session = await (shop.card as SimulatedCardProvider).find(sessionId);
        if (!session) return null;
        const open = session.status === "open" && session.expiresAt > new Date();
        return {
          id: session.id,
          open,
          amountCents: session.amountCents,
          currency: session.currency,
          lines: session.lines,
          customerEmail: session.customerEmail,
          collectAddress: session.collectAddress,
          cancelUrl: session.cancelUrl.replace("{CHECKOUT_SESSION_ID}", session.id),
          expiresAt: session.expiresAt.toISOString(),
        };
      },
      /**
       * An unpaid order's lines, promo code and delivery country, so the cancel page can put them back in the basket
       * as they were.
       */
      unpaidOrder: async (orderId: string) => {
        const order = await findOrder(db, orderId);
        if (!order || order.status === "paid") return { lines: [], promoCode: null, country: null };
        const lines = (await linesOf(db, order.id)).map((l) => ({
          id: l.variantId,
          name: l.name,
          price: l.unitPriceCents,
          quantity: l.quantity,
          image: l.image,
        }));
        return { lines, promoCode: order.promoCode, country: order.shippingAddress?.country ?? null };
      },
    },
    crypto: {
      /**
       * The crypto payment page's order for what its address asks (spec §2: a package or articles, priced by the
       * catalogue; null when unusable), and the link's own total when it differs from the shop's (said, never charged).
       */
      paymentPage: async (query: {
        requested: boolean;
        packageId: string | null;
        items: LineRequest[] | null;
        totalCents: number | null;
      }) => {
        let order: ReturnType<typeof cryptoPackageOrder> | ReturnType<typeof cryptoItemsOrder> = null;
        if (query.packageId && (DIRECT_PURCHASE_IDS as readonly string[]).includes(query.packageId)) {
          const packages = await products("package");
          order = cryptoPackageOrder(packages.find((p) => p.id === query.packageId));
        } else if (query.items) {
          order = cryptoItemsOrder(await priceLines(db, query.items));
        }
        const shownTotal = order?.kind === "package" ? order.totalCents : null;
        return {
          order,
          requested: query.requested,
          linkTotalCents:
            query.totalCents !== null && shownTotal !== null && query.totalCents !== shownTotal
              ? query.totalCents
              : null,
          simulated: shop.crypto.name === "simulated",
        };
      },
      /** The simulated crypto invoice page's data (`GET /api/crypto/simulated/:id`); null if unknown or not simulated. */
      simulatedInvoice: (invoiceId: string) =>
        invoiceId.length > 100 ? Promise.resolve(null) : simulatedInvoiceView(shop, invoiceId),
    },
    accounts: {
      /** The signed-in customer of this request (session cookie), as the API shows it. */
      currentUser: async (request: Request) => {
        const user = await sessionUser(request);
        return user ? publicUser(user) : null;
      },
      rewards: async (request: Request) => {
        const user = await sessionUser(request);
        return user ? listRewards(db, user) : [];
      },
      /**
       * The sign-in form posted without JavaScript: the API's checks, limits and French messages; on success the
       * session cookie to set (the API's own attributes) and whether the account is an administrator's.
       */
      signIn: async (fields: { email: string; password: string }, address: string) => {
        const input = loginInput.safeParse(fields);
        if (!input.success)
          return { ok: false as const, message: describe(input.error), field: fieldOf(input.error) ?? null };
        try {
          const { token, user } = await login(accounts, { ...input.data, address });
          const cookie = serialize(auth.cookieName, token, sessionCookieOptions(auth, user.role));
          // An administrator goes on to the second factor, as with JavaScript.
          return { ok: true as const, cookie, admin: user.role === "admin" };
        } catch (err) {
          return refusalOf(err);
        }
      },
      /** The registration form posted without JavaScript: the API's checks, limits, password policy and messages. */
      register: async (fields: { email: string; password: string; fullName: string }, address: string) => {
        const input = registerInput.safeParse({ ...fields, full_name: fields.fullName });
        if (!input.success)
          return { ok: false as const, message: describe(input.error), field: fieldOf(input.error) ?? null };
        try {
          const { email, password, full_name: fullName } = input.data;
          await register(accounts, { email, password, fullName, address });
          return { ok: true as const };
        } catch (err) {
          return refusalOf(err);
        }
      },
      /** Verifies an e-mail link; a refused link gives its French reason instead of throwing. */
      verifyEmail: async (token: string) => {
        try {
          const { user, welcomeCode } = await verifyEmail(accounts, token);
          return { ok: true as const, user: publicUser(user), welcomeCode };
        } catch (err) {
          return refusalOf(err);
        }
      },
      /** A password reset link's state for its page (valid, used, expired, unknown), without using it. */
      resetLink: (token: string) => resetLinkState(accounts, token),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the simulated crypto invoice page shows: the answer of `GET /api/crypto/simulated/:invoiceId` (and of `/pay`). */
export type SimulatedCryptoInvoice = SimulatedInvoiceView;
export type PublicUser = ReturnType<typeof publicUser>;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Logs a page's error through the server's logger (redacted), instead of the console. */
    logError: (err: unknown) => void;
    /** The client's address as the API's per-client limits read it (`TRUST_PROXY`). */
    clientAddress: string;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts of server rendering. */
    cspNonce: string | undefined;
  }
}
