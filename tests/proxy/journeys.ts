// The browser tests' journeys the rig of decision 082 runs through its TLS proxy (playwright.proxy.config.ts), by
// title. In CI the desktop project of the browser tests leaves them to the rig (PROXY_RIG_RUNS_JOURNEYS=1): each
// runs once on a desktop, through the proxy, and again on a phone over plain http only when the test is one of the
// phone project's (tests/setup/phone-tests.ts: the guest's purchase, the administrator's sign-in).
export const PROXY_JOURNEYS = [
  /a guest buys a 250g honey with PROMO5/,
  /the forms post to the page: registration, then sign-in/,
  /withdraws online from the order page after delivery/,
  /an administrator enrolled in the terminal gets in/,
  /without JavaScript the page's forms upload and move photos/,
  /a lot from its reception to its recall/,
];
