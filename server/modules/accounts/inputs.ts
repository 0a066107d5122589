// What the accounts' calls take, with their French refusals: one definition for the API's bodies (server/api,
// in the contract) and the sign-in and registration forms that work without JavaScript (server/pages/accounts.ts).
import { z } from "zod";

export const emailInput = z.string().trim().max(254).pipe(z.email("Adresse e-mail invalide."));
const password = z.string().max(200);
export const newPasswordInput = password.min(8, "Le mot de passe doit contenir au moins 8 caractères.");

export const registerInput = z.object({
  email: emailInput,
  password: newPasswordInput,
  full_name: z.string().trim().max(120).default(""),
});

export const loginInput = z.object({
  email: emailInput,
  password: password.min(1, "Saisissez votre mot de passe."),
});

/** The password confirming a change of the signed-in customer's own account (erasure). */
export const accountPasswordInput = password.min(1, "Saisissez votre mot de passe.");
