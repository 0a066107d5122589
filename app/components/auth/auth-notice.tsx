/** The sign-in page's good news (account made, welcome code, redirection), announced politely. */
export function AuthNotice({ notice, className }: { notice: { text: string; code?: string }; className?: string }) {
  return (
    <div role="status" className={["rounded-lg bg-green-50 p-3 text-green-900", className].filter(Boolean).join(" ")}>
      <p>{notice.text}</p>
      {notice.code && <p className="mt-1 font-mono text-lg font-bold">{notice.code}</p>}
    </div>
  );
}
