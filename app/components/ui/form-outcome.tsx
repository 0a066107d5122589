import { ErrorBox } from "./alert-box";

/** Under a form: the server's refusal (an alert) or its success message (a polite status). */
export function FormOutcome({ refusal, message }: { refusal: string | null; message: string | null }) {
  return (
    <div className="mt-3">
      {refusal ? <ErrorBox>{refusal}</ErrorBox> : null}
      <p role="status" className="font-semibold text-green-900 empty:hidden">
        {message}
      </p>
    </div>
  );
}
