import { PageTitle } from "./ui/text";

/** A turning ring beside a status text (still when the visitor asks for reduced motion). */
export function Spinner({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-4 border-stone-200 border-t-miel-900 motion-reduce:animate-none ${className}`}
    />
  );
}

/** A page's "loading" line while what it shows can only be read in the browser. */
export function LoadingStatus() {
  return (
    <p role="status" className="mt-6 flex items-center gap-3 text-stone-800">
      <Spinner /> Chargement...
    </p>
  );
}

/** A whole page waiting for what only the browser can read. */
export function LoadingPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <PageTitle>{title}</PageTitle>
      <LoadingStatus />
    </main>
  );
}
