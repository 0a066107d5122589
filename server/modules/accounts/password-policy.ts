import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn's score (0–4): 2 and above resists online guessing, which the sign-in limits slow down further. */
export const MIN_PASSWORD_SCORE = 2;
export const MIN_PASSWORD_LENGTH = 8;

export const BLANK_PASSWORD = "Le mot de passe ne peut pas être fait uniquement d'espaces.";
export const SHORT_PASSWORD = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
export const WEAK_PASSWORD =
  "Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un plus long ou moins prévisible, par exemple plusieurs mots séparés par des tirets.";

let checker: Promise<ZxcvbnFactory> | null = null;

/** The dictionaries (~2 MB) are loaded on the first check only, once per process. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, fr] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-fr"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: fr.translations,
    });
  })();
  checker.catch(() => (checker = null));
  return checker;
}

/**
 * Why a new password is refused, in French, or null when it is good enough: at least 8 characters, not only spaces,
 * and not among the common passwords nor easy to guess (zxcvbn, with the French and common dictionaries and what the
 * customer typed in the form).
 */
export async function passwordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  if (password.trim() === "") return BLANK_PASSWORD;
  if ([...password].length < MIN_PASSWORD_LENGTH) return SHORT_PASSWORD;
  const zxcvbn = await loadChecker();
  const inputs = userInputs
    .map((input) => input.trim().toLowerCase())
    .flatMap((input) => [input, input.split("@")[0]!, ...input.split(/[\s@._-]+/)])
    .filter((word) => word.length >= 3);
  return zxcvbn.check(password, inputs).score < MIN_PASSWORD_SCORE ? WEAK_PASSWORD : null;
}
