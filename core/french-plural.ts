// French plurals: the singular for 0 and 1 (« 0 bon », « 1 bon »), the plural from 2 — never « bon(s) »; and lists.

/** The word agreed with `n`: `plural(2, "bon", "bons")` → `bons`. The plural form defaults to the word plus « s ». */
export function plural(n: number, one: string, many = `${one}s`): string {
  return Math.abs(n) >= 2 ? many : one;
}

/** The number and its word: `countOf(1, "remboursé")` → `1 remboursé`, `countOf(3, "pot")` → `3 pots`. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${plural(n, one, many)}`;
}

/** Words in a French list, the last after `last`: `listOf(["Yémen", "Oman", "France"])` → `Yémen, Oman et France`. */
export function listOf(words: readonly string[], last: "et" | "ou" = "et"): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${last} ${words.at(-1)}`;
}
