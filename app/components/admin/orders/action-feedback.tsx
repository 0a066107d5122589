import { ErrorMessage } from "#app/components/ui/alert-box";

/** The outcome of a back-office action: the server's refusal, or its confirmation. */
export function ActionFeedback({ error, message }: { error: string | null; message: string | null }) {
  if (error) return <ErrorMessage className="mt-3">{error}</ErrorMessage>;
  return (
    <p role="status" className="mt-3 font-semibold text-green-900 empty:hidden">
      {message}
    </p>
  );
}
