// `npx tsx scripts/phone-metadata.ts`: writes core/phone-metadata.json, libphonenumber-js's own smallest metadata
// narrowed to the delivery countries (≈ 2 Ko instead of ≈ 80: decision 087). Run it again after upgrading the
// package: core/phone.test.ts fails while the file differs from the installed package's.
import { writeFileSync } from "node:fs";
import full from "libphonenumber-js/metadata.min.json";
import { PHONE_COUNTRY_CODES, phoneMetadataSubset } from "#core/phone";

const subset = phoneMetadataSubset(full, Object.values(PHONE_COUNTRY_CODES));
writeFileSync(new URL("../core/phone-metadata.json", import.meta.url), `${JSON.stringify(subset)}\n`);
