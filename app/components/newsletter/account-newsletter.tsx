import { cardClass } from "#app/components/ui/card";
import { NewsletterSignup } from "./newsletter-signup";

/** The account page's newsletter block (decision 115): the same double opt-in as everywhere, the address pre-filled. */
export function AccountNewsletter({ email }: { email: string }) {
  return (
    <div className={cardClass("lg", "mt-8")}>
      <NewsletterSignup source="account" email={email} title="Notre lettre" />
    </div>
  );
}
