import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/shell";
import { ErrorPage } from "#app/components/error-page";
import { pageHeaders } from "#app/lib/cache";
import { deferredSection } from "#app/components/deferred-section";
import { SiteHeader } from "#app/components/site-header";
import { codeText, shortCodeText } from "#app/lib/offer-texts";
import type { loader as rootLoader } from "#app/root";

// The footer's script comes when it nears the screen (decision 121): every page's first files go without it.
const SiteFooter = deferredSection("footer", () => import("#app/components/site-footer").then((m) => m.SiteFooter));

/**
 * The advertised code for the announcement bar of every page, its sentences written here (no script carries them),
 * and the shop's social accounts for the footer.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ code }, socialLinks] = await Promise.all([
    context.services.promotions.offers(),
    context.services.shopIdentity.socialLinks(),
  ]);
  return {
    promotion: code ? { code: code.code, text: codeText(code), short: shortCodeText(code) } : null,
    socialLinks,
  };
}

// The frame of every page: top bar, content, footer. Its error boundary keeps the frame around a failing page.
function Frame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const config = root?.config;
  const shell = useRouteLoaderData<typeof loader>("routes/shell");
  const promotion = shell?.promotion ?? null;
  // The announcement bar (2 rem) stands above the top bar (4 rem) when it has something to say.
  const announced = Boolean(config?.demoMode || promotion);
  // A column at least as tall as the window: on a short page the footer sits at the bottom, no strip under it.
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Aller au contenu
      </a>
      <SiteHeader
        shopName={config?.shopName ?? "Maison H"}
        viewer={root?.viewer ?? null}
        demoMode={config?.demoMode ?? false}
        promotion={promotion}
      />
      {/* `with-announcement`: app.css moves the anchors' scroll padding under the bar. */}
      <div id="contenu" className={`flex-1 ${announced ? "with-announcement pt-24" : "pt-16"}`}>
        {children}
      </div>
      <SiteFooter
        shopName={config?.shopName ?? "Maison H"}
        supportEmail={config?.supportEmail}
        supportPhone={config?.supportPhone}
        socialLinks={shell?.socialLinks ?? []}
        cutOffHour={config?.shippingCutOffHour}
      />
    </div>
  );
}

export const headers: Route.HeadersFunction = pageHeaders;

export default function Shell() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame>
      <ErrorPage error={error} />
    </Frame>
  );
}
