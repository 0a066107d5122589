import type { ReactNode } from "react";

/** A refusal shown in red, read out as soon as it appears. */
export function ErrorBox({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div role="alert" className={["rounded-lg bg-red-50 p-3 text-red-800", className].filter(Boolean).join(" ")}>
      {children}
    </div>
  );
}
