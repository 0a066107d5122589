import type { ReactNode } from "react";

const ERROR = "rounded-lg bg-red-50 p-3 text-red-800";
const join = (className?: string) => [ERROR, className].filter(Boolean).join(" ");

/** A refusal shown in red, read out as soon as it appears; holds paragraphs and links. */
export function ErrorBox({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div role="alert" className={join(className)}>
      {children}
    </div>
  );
}

/** A one-sentence refusal, shown and read out like `ErrorBox`. */
export function ErrorMessage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p role="alert" className={join(className)}>
      {children}
    </p>
  );
}
