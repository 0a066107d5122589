import { createContext, useContext } from "react";

/** The shop's stylesheet, given by the server to inline in the document (decision 055); undefined in the browser. */
export const StylesContext = createContext<string | undefined>(undefined);

/**
 * The whole stylesheet (≈7 Ko compressed) in the document's head: no request stands between the HTML and the first
 * paint. The browser keeps the element the server wrote: its content is not rendered again on the client.
 */
export function InlineStyles({ nonce }: { nonce?: string }) {
  const css = useContext(StylesContext);
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css ?? "" }} suppressHydrationWarning />;
}
