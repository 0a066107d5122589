/**
 * A lot's code as its jar prints it, in monospace. A long code (up to 40 characters) wraps — at a hyphen when it
 * can, anywhere in a long run of letters when it must — instead of widening a 360 px phone's page (decision 122).
 */
export function LotCode({ code, className = "" }: { code: string; className?: string }) {
  return <span className={`font-mono wrap-anywhere ${className}`}>{code}</span>;
}
