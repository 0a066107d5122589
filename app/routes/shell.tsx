import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/shell";
import { ErrorPage } from "#app/components/error-page";
import { pageHeaders } from "#app/lib/cache";
import { SiteFooter } from "#app/components/site-footer";
import { SiteHeader } from "#app/components/site-header";
import type { loader as rootLoader } from "#app/root";

// The frame of every page: top bar, content, footer. Its error boundary keeps the frame around a failing page.
function Frame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const config = root?.config;
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
      />
      <div id="contenu" className={`flex-1 ${config?.demoMode ? "demo-mode pt-24" : "pt-16"}`}>
        {children}
      </div>
      <SiteFooter
        shopName={config?.shopName ?? "Maison H"}
        supportEmail={config?.supportEmail}
        supportPhone={config?.supportPhone}
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
