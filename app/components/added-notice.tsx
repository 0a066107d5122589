import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { dismissAdded, useAddedToBasket } from "#app/lib/added-to-basket";

// Fetched at the first addition (decision 121): a page that adds nothing does not carry it.
const AddedPanel = lazy(() => import("./added-panel").then((m) => ({ default: m.AddedPanel })));

/**
 * The confirmation of an addition to the basket, under the top bar: the line, its quantity and the way to the
 * basket. A polite live region (announced, focus left where it was), over the page so nothing moves; it stays
 * until closed (its button, Escape, a tap elsewhere) or another page is opened.
 */
export function AddedNotice() {
  const added = useAddedToBasket();
  const { pathname } = useLocation();
  useEffect(() => dismissAdded, [pathname]);
  return (
    // The live region is on the page before anything is put in it (so it is announced); the confirmation inside it
    // is the page's status only while it shows.
    <div aria-live="polite" className="absolute top-full right-4 mt-2 w-[min(22rem,calc(100vw-2rem))]">
      {added && (
        <Suspense>
          <AddedPanel added={added} />
        </Suspense>
      )}
    </div>
  );
}
