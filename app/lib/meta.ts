import { photoFallback, type PhotoView } from "#core/product-photos";
import type { MetaDescriptor } from "react-router";
import { centsToEuros } from "#core/money";
import type { PublishedRating } from "#core/reviews";

interface RootData {
  config?: { shopName?: string; publicUrl?: string; mediaBaseUrl?: string };
}

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

function rootConfig(matches: Matches) {
  return (matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.config;
}

/** The shop's name as configured, read from the root loader's data inside a `meta` function. */
export function shopNameFrom(matches: Matches): string {
  return rootConfig(matches)?.shopName ?? "Maison H";
}

export function pageTitle(matches: Matches, title?: string): string {
  const shop = shopNameFrom(matches);
  return title ? `${title} — ${shop}` : shop;
}

export function absoluteUrl(matches: Matches, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${rootConfig(matches)?.publicUrl ?? "http://localhost:3000"}${path}`;
}

/**
 * A product's picture for sharing and search engines: its first photo (1280 px WebP at most) under the media's base
 * address (a loader's configuration), else its illustration.
 */
export function productImageAt(mediaBase: string, illustration: string, photo: PhotoView | undefined): string {
  return photo ? photoFallback(mediaBase, photo, 1280) || illustration : illustration;
}

/**
 * A back-office page's head: never indexed, titled « `title` — Administration ». `forms`: the page posts forms, which
 * carry the shop's origin (no-referrer would send `Origin: null`, which React Router refuses).
 */
export function adminMeta(title: string, { forms = false }: { forms?: boolean } = {}): MetaDescriptor[] {
  return [
    { name: "robots", content: "noindex" },
    ...(forms ? [{ name: "referrer", content: "same-origin" }] : []),
    { title: `${title} — Administration` },
  ];
}

/**
 * Everything a public page needs to be found and shared: French title and description, canonical URL,
 * Open Graph, and optional JSON-LD blocks (Product, BreadcrumbList…).
 */
export function seoMeta({
  matches,
  title,
  description,
  path,
  image = "/images/hero.svg",
  type = "website",
  jsonLd = [],
}: {
  matches: Matches;
  title?: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "product";
  jsonLd?: object[];
}): MetaDescriptor[] {
  const fullTitle = pageTitle(matches, title);
  const url = absoluteUrl(matches, path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: shopNameFrom(matches) },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(matches, image) },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

interface Crumb {
  name: string;
  path: string;
}

/** JSON-LD BreadcrumbList from the home page (« Accueil ») down through `crumbs`, each path made absolute by `absolute`. */
function breadcrumbList(crumbs: Crumb[], absolute: (path: string) => string): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Accueil", path: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** A collection page's JSON-LD BreadcrumbList, Accueil › the page, under the shop's public address (a `meta` function's). */
export function breadcrumbLd(matches: Matches, page: Crumb): object {
  return breadcrumbList([page], (path) => absoluteUrl(matches, path));
}

/** The same, built by a loader from the shop's configuration. */
export function collectionBreadcrumbLd(shop: ShopFacts, page: Crumb): object {
  return breadcrumbList([page], (path) => `${shop.publicUrl}${path}`);
}

/** What a product's JSON-LD needs of the shop: its loader reads it from the configuration. */
export interface ShopFacts {
  publicUrl: string;
  shopName: string;
}

/**
 * JSON-LD Product with its Offer (or AggregateOffer for several prices) — built by the product page's loader, on the
 * server: its `meta` only passes it on, so this builder is not among every product page's scripts. `rating`: the
 * customers' published reviews (decision 110) — the only source of an AggregateRating, never the examples (086).
 */
export function productLd(
  shop: ShopFacts,
  product: {
    name: string;
    description: string;
    image: string;
    path: string;
    /** The basket line id of a product sold in one variant (a perfume). */
    sku?: string;
    pricesCents: number[];
    inStock?: boolean;
    rating?: PublishedRating | null;
  },
): object {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${shop.publicUrl}${path}`);
  const low = Math.min(...product.pricesCents);
  const high = Math.max(...product.pricesCents);
  const availability = product.inStock === false ? "https://schema.org/OutOfStock" : "https://schema.org/InStock";
  const euros = (cents: number) => centsToEuros(cents).toFixed(2);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: absolute(product.image),
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { "@type": "Brand", name: shop.shopName },
    ...(product.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers:
      low === high
        ? {
            "@type": "Offer",
            price: euros(low),
            priceCurrency: "EUR",
            availability,
            url: absolute(product.path),
          }
        : {
            "@type": "AggregateOffer",
            lowPrice: euros(low),
            highPrice: euros(high),
            offerCount: product.pricesCents.length,
            priceCurrency: "EUR",
            availability,
          },
  };
}

/** A product page's meta as its loader builds it, on the server: `seoMeta({ matches, ...seo })` in its `meta`. */
export interface ProductPageSeo {
  title: string;
  description: string;
  path: string;
  image: string;
  type: "product";
  jsonLd: object[];
}

/**
 * A page's head written by its loader on the server, for the shop `shop`: the page's script then carries neither
 * these builders nor the JSON-LD's (decision 121).
 */
export function loaderHead(shop: ShopFacts, seo: Omit<Parameters<typeof seoMeta>[0], "matches">): MetaDescriptor[] {
  return seoMeta({ matches: [{ id: "root", data: { config: shop } }], ...seo });
}

/** A product page's head, written by its loader (`loaderHead`). */
export function productPageHead(
  shop: ShopFacts,
  product: Parameters<typeof productLd>[1],
  parent: Crumb,
): MetaDescriptor[] {
  return loaderHead(shop, productPageSeo(shop, product, parent));
}

/**
 * A product page's title, description, picture, Product JSON-LD and breadcrumb Accueil › its collection (`parent`) ›
 * the product — built by the loader, so no product page ships these builders in its scripts (decision 058).
 */
export function productPageSeo(
  shop: ShopFacts,
  product: Parameters<typeof productLd>[1],
  parent: Crumb,
): ProductPageSeo {
  const crumbs = [parent, { name: product.name, path: product.path }];
  return {
    title: product.name,
    description: product.description,
    path: product.path,
    image: product.image,
    type: "product",
    jsonLd: [productLd(shop, product), breadcrumbList(crumbs, (path) => `${shop.publicUrl}${path}`)],
  };
}
