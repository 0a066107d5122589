// Written at the top of every document (root.tsx), before anything paints: when an earlier page of this browser has
// loaded the brand's faces (the boot script of lib/deferred-hydration.ts notes it), they are in its cache and are
// used from the first paint; otherwise the page paints with the metric-matched fallbacks, the heading face comes
// after the main image, and the text face waits for the next page (decision 055).
// The note is a browser storage key under the shop's short name, like the others (cookies page); <html> carries it
// in `data-fonts-key` for the boot script that writes it.
export const brandFontsKey = (shortName: string) => `${shortName}_brand_fonts`;

export const brandFontsScript = (key: string) =>
  `try{if(localStorage.getItem(${JSON.stringify(key)}))document.documentElement.classList.add("brand-fonts")}catch(e){}`;
