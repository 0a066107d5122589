import { useState } from "react";
import { Button } from "./button";

/**
 * Copies `text` to the clipboard. `what` names it in the button ("Copier la référence"), `copiedLabel` in the
 * button once done and `announce` for screen readers; without a clipboard, `failure` says what to do instead.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  announce,
  failure,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  announce?: string;
  failure?: string;
}) {
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  const copy = () => {
    if (!navigator.clipboard) {
      setResult("failed");
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setResult("copied"),
      () => setResult("failed"),
    );
  };
  const shown = result === "copied" ? copiedLabel : label;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={copy} className="shrink-0 text-sm">
        {announce === undefined ? <span aria-live="polite">{shown}</span> : shown}
      </Button>
      {announce !== undefined && (
        <span role="status" className="sr-only">
          {result === "copied" ? announce : ""}
        </span>
      )}
      {result === "failed" && failure && <span className="text-sm text-red-800">{failure}</span>}
    </>
  );
}
