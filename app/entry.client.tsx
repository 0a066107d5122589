import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markHydrating } from "./lib/held-actions";

// React Router's default entry, and the mark that ends the boot script's holding of taps and forms: from here React
// receives every event itself (lib/held-actions.ts).
markHydrating();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
