import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** What Node's argument parser refused, in French, naming the option when it says which. */
function refusal(err: unknown): string {
  const code = (err as { code?: string } | null)?.code;
  const named = /'([^']+)'/.exec(err instanceof Error ? err.message : "")?.[1]?.split(" ")[0];
  const option = named ? ` : ${named}` : "";
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `Option inconnue${option}.`;
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") return `Valeur manquante ou invalide pour l'option${option}.`;
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") return `Argument inattendu${option}.`;
  return "Arguments illisibles.";
}

/**
 * A command's arguments (positionals allowed), or null once it has printed its usage: asked for with `--help` or
 * `-h` (exit 0), or after naming the operator's mistake in French (exit 2) — never Node's stack trace.
 */
export function commandArguments<const T extends Options>(
  options: T,
  usage: string,
  args: string[] = process.argv.slice(2),
): ReturnType<typeof parseArgs<{ options: T; allowPositionals: true }>> | null {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exitCode = 0;
    return null;
  }
  try {
    return parseArgs({ args, allowPositionals: true, options });
  } catch (err) {
    console.error(`${refusal(err)}\n${usage}`);
    process.exitCode = 2;
    return null;
  }
}
