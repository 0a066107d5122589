// The root route of a page under test (imported by tests only).
import { type createRoutesStub, Outlet } from "react-router";
import { CartProvider } from "#app/state/cart";

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** The shop's root as its pages find it: the config and the viewer from its loader, the basket's provider around them. */
export function shopRoot(children: StubRoute[], viewer: { email: string; fullName: string } | null = null): StubRoute {
  return {
    id: "root",
    path: "/",
    loader: () => ({ config: { shortName: "maisonh" }, viewer }),
    HydrateFallback: () => null,
    Component: () => (
      <CartProvider shortName="maisonh">
        <Outlet />
      </CartProvider>
    ),
    children,
  };
}
