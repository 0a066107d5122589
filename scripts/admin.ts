// `npm run admin -- create --email admin@exemple.fr [--password …] [--name "Prénom Nom"]`: creates an administrator
// or promotes an existing account. Without --password, asks for it on the terminal (hidden) when the account is new.
// `reset-2fa --email …` forgets an administrator's second factor (a lost phone and recovery codes).
// With the embedded database, stop the shop first: one process at a time opens its folder.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { prepareDatabase } from "#server/bootstrap";
import { DomainError } from "#server/domain-error";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { accountExists, createOrPromoteAdmin, resetSecondFactor } from "#server/modules/accounts/admins";

const USAGE = [
  'Utilisation : npm run admin -- create --email <adresse> [--email <autre adresse>…] [--password <mot de passe>] [--name "<nom>"]',
  "              npm run admin -- reset-2fa --email <adresse>   (téléphone perdu : nouvel enrôlement à la connexion)",
].join("\n");

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
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { email: { type: "string", multiple: true }, password: { type: "string" }, name: { type: "string" } },
  });
  const emails = values.email ?? [];
  const command = positionals[0];
  if ((command !== "create" && command !== "reset-2fa") || emails.length === 0) {
    console.log(USAGE);
    process.exitCode = 2;
    return;
  }
  const env = parseEnv();
  const database = await prepareDatabase(env, createLogger({ NODE_ENV: env.NODE_ENV, LOG_LEVEL: "warn" }));
  try {
    if (command === "reset-2fa") {
      for (const email of emails) {
        console.log(
          (await resetSecondFactor(database.db, email))
            ? `Double authentification de ${email} effacée : elle sera de nouveau activée à sa prochaine connexion.`
            : `Aucun administrateur avec l'adresse ${email}.`,
        );
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
          ? `Administrateur créé : ${result.email}. À sa première connexion, il active la double authentification.`
          : `Le compte ${result.email} est maintenant administrateur ; ses sessions ouvertes sont closes.`,
      );
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
