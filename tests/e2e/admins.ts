// The browser tests' administrators, created by `npm run admin -- create` before the test server starts
// (playwright.config.ts). A password for tests only: this server lives for one run on a throw-away database.
export const E2E_ADMIN_PASSWORD = "essais-du-rucher-2026";
/**
 * Their second factor's key, enrolled by the same command (`--totp-secret`: the terminal cannot ask for a first
 * code there; decision 081). Each account still accepts a code once.
 */
export const E2E_ADMIN_TOTP_SECRET = "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U";

/** One administrator per parallel worker (fixtures.ts: adminPage), and fresh ones for the enrolment test. */
export const adminForWorker = (parallelIndex: number) => `admin-${parallelIndex}@e2e.maisonh.fr`;
export const enrolmentAdmin = (project: string) => `enrolment-${project}@e2e.maisonh.fr`;

export const E2E_ADMINS = [
  ...Array.from({ length: 4 }, (_, i) => adminForWorker(i)),
  enrolmentAdmin("desktop"),
  enrolmentAdmin("mobile"),
];
