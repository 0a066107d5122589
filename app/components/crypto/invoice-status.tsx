import type { StatusMessage } from "#app/lib/crypto";
import { Spinner } from "#app/components/spinner";

const TONES: Record<StatusMessage["tone"], string> = {
  info: "border-stone-200 bg-miel-50 text-stone-900",
  success: "border-green-300 bg-green-50 text-green-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  error: "border-red-300 bg-red-50 text-red-900",
};

/** The order's state in words, read out as it changes; `problem` says why it may be out of date. */
export function InvoiceStatus({
  message,
  pending,
  problem,
}: {
  message: StatusMessage;
  pending: boolean;
  problem: string | null;
}) {
  return (
    <div role="status" className={`rounded-2xl border p-4 sm:p-6 ${TONES[message.tone]}`}>
      <p className="flex items-center gap-3 font-serif text-xl font-bold">
        {pending && <Spinner className="h-5 w-5" />}
        {message.title}
      </p>
      <p className="mt-1">{message.text}</p>
      {problem && <p className="mt-2 text-sm font-semibold">{problem}</p>}
    </div>
  );
}
