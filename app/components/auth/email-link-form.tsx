import { useState } from "react";
import { TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { useAsyncAction } from "#app/hooks/use-async-action";
import { serverMessage } from "#app/lib/auth-client";

/**
 * An account's e-mail address, asked for a link (a new password, a new verification): a refusal shown under the field
 * and read with it, the shop's answer in a polite status.
 */
export function EmailLinkForm({
  id,
  label,
  submitLabel,
  request,
  className = "",
}: {
  id: string;
  label: string;
  submitLabel: string;
  request: (email: string) => Promise<{ message: string }>;
  className?: string;
}) {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, onSubmit } = useAsyncAction(serverMessage);
  const submit = async () => {
    setSent(null);
    setSent((await request(email)).message);
  };
  return (
    <form onSubmit={onSubmit(submit)} className={`space-y-4 ${className}`} noValidate>
      <TextField
        id={id}
        label={label}
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error ?? undefined}
        alert
      />
      <Button type="submit" disabled={busy || !email.trim()} className="w-full">
        {busy ? "Veuillez patienter..." : submitLabel}
      </Button>
      {sent && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          {sent}
        </p>
      )}
    </form>
  );
}
