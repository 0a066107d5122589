import { type ReactNode, useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page";
import { brandFontsKey, brandFontsScript } from "./lib/brand-fonts";
import { InlineStyles } from "./lib/inline-styles";
import { useNonce } from "./lib/nonce";
import { replayHeldAction } from "./lib/held-actions";
import { announceChangedFields } from "./lib/typed-before-hydration";
import { CartProvider } from "./state/cart";
import { FavouritesProvider } from "./state/favourites";

// No stylesheet link and no font preload: the CSS is inlined by the server, the heading face asked for after the
// first paint (decision 055).
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.accounts.currentUser(request);
  const viewer = user ? { email: user.email, fullName: user.full_name } : null;
  // A page that knows who is looking must stay out of shared caches.
  return data(
    { config: context.services.config, viewer },
    viewer ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

// Passes the loader's Cache-Control (private for a signed-in visitor) down to the pages' headers.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // Hydration starts after the first paint (decision 055): the browser tests wait for this mark before acting.
  useEffect(() => {
    void announceChangedFields().then(() => {
      replayHeldAction();
      document.documentElement.setAttribute("data-hydrated", "");
    });
  }, []);
  const fontsKey = brandFontsKey(data?.config.shortName ?? "maisonh");
  return (
    // Scripts mark <html> around hydration: brand-fonts (lib/brand-fonts.ts), painted (lib/deferred-hydration.ts),
    // data-hydrated (below).
    <html lang="fr" data-fonts-key={fontsKey} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <InlineStyles nonce={nonce} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: brandFontsScript(fontsKey) }}
        />
        <meta name="theme-color" content="#4a2c0c" />
        <meta name="application-name" content={data?.config.shopName ?? "Maison H"} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <CartProvider shortName={loaderData.config.shortName} signedIn={loaderData.viewer !== null}>
      <FavouritesProvider shortName={loaderData.config.shortName} signedIn={loaderData.viewer !== null}>
        <Outlet />
      </FavouritesProvider>
    </CartProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
