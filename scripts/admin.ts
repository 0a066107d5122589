// `npm run admin -- create --email admin@exemple.fr [--password …] [--name "Prénom Nom"] [--totp-secret …]`: creates
// an administrator or promotes an existing account, then enrols its second factor here, in the terminal — never on
// the web (decision 081): a QR code to scan and, when the terminal can ask, a first code to confirm it. Without
// --password, asks for it on the terminal (hidden) when the account is new. `reset-2fa --email …` forgets an
// administrator's second factor (a lost phone and recovery codes) and enrols a new one the same way.
// With the embedded database, stop the shop first: one process at a time opens its folder.
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import { prepareDatabase } from "#server/bootstrap";
import { DomainError } from "#server/lib/domain-error";
import { EnvError, parseEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { accountExists, createOrPromoteAdmin, resetSecondFactor } from "#server/modules/accounts/admins";
import {
  confirmTerminalEnrolment,
  secondFactorState,
  startTerminalEnrolment,
  terminalQrCode,
} from "#server/modules/accounts/second-factor";
import type { Db } from "#server/db/client";
import { users } from "#server/modules/accounts/schema";
import { commandArguments } from "./command-arguments";

const USAGE = [
  'Utilisation : npm run admin -- create --email <adresse> [--email <autre adresse>…] [--password <mot de passe>] [--name "<nom>"] [--totp-secret <clé base32>]',
  "              npm run admin -- reset-2fa --email <adresse>   (téléphone perdu : la double authentification est activée de nouveau ici)",
  "La double authentification s'active dans ce terminal : QR code à scanner, puis un premier code. Sans terminal",
  "interactif, elle est activée sans code (la clé affichée ici en est la seule copie) ; --totp-secret fournit la clé.",
].join("\n");

function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    }),
  );
}

/**
 * Enrols the administrator's second factor here: the secret (given, or new) as a QR code and an otpauth:// address;
 * confirmed by a first code when the terminal can ask for it. The recovery codes come at the first sign-in.
 */
async function enrolInTerminal(db: Db, email: string, issuer: string, givenSecret: string | undefined) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (user && (await secondFactorState(db, user)).enrolled) {
    console.log(`Double authentification de ${email} déjà activée (reset-2fa pour l'activer de nouveau).`);
    return;
  }
  const enrolment = await startTerminalEnrolment(db, { email, issuer, secret: givenSecret });
  const interactive = process.stdin.isTTY && givenSecret === undefined;
  if (givenSecret === undefined) {
    console.log(`\nDouble authentification de ${email} : scannez ce QR code avec votre application d'authentification`);
    console.log("(Google Authenticator, Aegis, 1Password…) :\n");
    console.log(await terminalQrCode(enrolment.uri));
    console.log(`Ou saisissez la clé à la main : ${enrolment.secret}`);
    console.log(`Adresse otpauth : ${enrolment.uri}\n`);
  }
  if (!interactive) {
    await confirmTerminalEnrolment(db, { userId: enrolment.userId, now: new Date() });
    console.log(
      givenSecret === undefined
        ? "Activée sans confirmation (pas de terminal interactif) : cette sortie est la seule copie de la clé."
        : "Activée avec la clé fournie (--totp-secret).",
    );
    return;
  }
  for (let attempt = 1; attempt <= 3; attempt++) {
    const code = (await ask("Code à 6 chiffres affiché par l'application : ")).trim();
    if (await confirmTerminalEnrolment(db, { userId: enrolment.userId, code, now: new Date() })) {
      console.log("Double authentification activée. Les codes de secours s'afficheront à la première connexion.");
      return;
    }
    console.log("Code incorrect : vérifiez l'heure du téléphone et saisissez le code affiché.");
  }
  throw new DomainError(
    "invalid",
    `Double authentification de ${email} non activée : relancez npm run admin -- create --email ${email}.`,
  );
}

function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    return Promise.reject(new Error("Pas de terminal pour saisir le mot de passe : passez --password."));
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text) => {
    // Shows the question, then nothing of what is typed.
    if (!asked) process.stdout.write(text);
    asked = true;
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

async function main() {
  const parsed = commandArguments(
    {
      email: { type: "string", multiple: true },
      password: { type: "string" },
      name: { type: "string" },
      "totp-secret": { type: "string" },
    },
    USAGE,
  );
  if (!parsed) return;
  const { positionals, values } = parsed;
  const emails = values.email ?? [];
  const command = positionals[0];
  if ((command !== "create" && command !== "reset-2fa") || emails.length === 0) {
    console.log(USAGE);
    process.exitCode = 2;
    return;
  }
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
    return;
  }
  const database = await prepareDatabase(env, createLogger({ NODE_ENV: env.NODE_ENV, LOG_LEVEL: "warn" }));
  try {
    if (command === "reset-2fa") {
      for (const email of emails) {
        if (!(await resetSecondFactor(database.db, email))) {
          console.log(`Aucun administrateur avec l'adresse ${email}.`);
          continue;
        }
        console.log(`Double authentification de ${email} effacée, ainsi que ses codes de secours et ses sessions.`);
        await enrolInTerminal(database.db, email, env.SHOP_NAME, values["totp-secret"]);
      }
      return;
    }
    for (const email of emails) {
      let password = values.password;
      if (password === undefined && !(await accountExists(database.db, email))) {
        password = await askHidden(`Mot de passe du nouvel administrateur ${email} : `);
        const again = await askHidden("Confirmez le mot de passe : ");
        if (again !== password) throw new DomainError("invalid", "Les deux mots de passe ne sont pas identiques.");
      }
      const result = await createOrPromoteAdmin(database.db, { email, password, fullName: values.name });
      console.log(
        result.created
          ? `Administrateur créé : ${result.email}.`
          : `Le compte ${result.email} est maintenant administrateur ; ses sessions ouvertes sont closes.`,
      );
      await enrolInTerminal(database.db, result.email, env.SHOP_NAME, values["totp-secret"]);
    }
  } catch (err) {
    if (!(err instanceof DomainError) && !(err instanceof Error && err.message.startsWith("Pas de terminal")))
      throw err;
    console.error(`Erreur : ${err.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
