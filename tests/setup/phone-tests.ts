import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";

/**
 * Which browser tests the phone project runs (playwright.config.ts, decision 099; held by phone-tests.test.ts): each test whose own checks depend
 * on the screen — its body, or a function of its file that it calls, measures the layout (where a thing is, whether
 * it is in view, its computed style, what overflows) or branches on the phone (`isMobile`, the "mobile" project) —
 * and each test tagged `@phone` (a check the window's size changes without these words: the footer at the bottom, a
 * layout shift, accessibility of the phone's layout, the back office's frame). A test that sets its own width
 * (OWN_WIDTH) and a file that runs on the desktop only (`onDesktopOnly` at its top) have none. Every other journey
 * runs once, on the desktop.
 */
export const SCREEN_DEPENDENT = /boundingBox\(|toBeInViewport\(|getComputedStyle\(|scrollWidth|isMobile|"mobile"/;

/**
 * A test that sets its own window width (`setViewportSize({ width: 360 … })`, not the project's width kept) checks
 * the same widths in either project: it runs once, on the desktop.
 */
export const OWN_WIDTH = /setViewportSize\(\{\s*width(?!:\s*page\.viewportSize)/;

export interface PhoneTest {
  file: string;
  title: string;
}

/** Names of a file's top-level functions (declarations or arrow constants) whose text is screen-dependent. */
function screenHelpers(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && SCREEN_DEPENDENT.test(statement.getText(source))) {
      names.push(statement.name.text);
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) &&
          SCREEN_DEPENDENT.test(init.getText(source))
        ) {
          names.push(declaration.name.text);
        }
      }
    }
  }
  return names;
}

function isTestCall(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "test";
}

/** A test's title as written: a string, or a template whose `${…}` parts stand for any text. */
function titleOf(node: ts.Expression | undefined, source: ts.SourceFile): string | null {
  if (!node) return null;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return null;
}

/** The tests of one spec file's text that the phone project runs. */
export function phoneTestsIn(file: string, text: string): PhoneTest[] {
  if (/^onDesktopOnly\(/m.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const helpers = screenHelpers(source);
  const found: PhoneTest[] = [];
  const visit = (node: ts.Node) => {
    if (isTestCall(node)) {
      const title = titleOf(node.arguments[0], source);
      const rest = node.arguments
        .slice(1)
        .map((argument) => argument.getText(source))
        .join("\n");
      const screen =
        !OWN_WIDTH.test(rest) &&
        (SCREEN_DEPENDENT.test(rest) ||
          /tag:\s*(\[[^\]]*)?"@phone"/.test(rest) ||
          helpers.some((name) => new RegExp(`\\b${name}\\(`).test(rest)));
      if (title !== null && screen) found.push({ file, title });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every phone test of the browser tests' folder. */
export function phoneTests(dir = "tests/e2e"): PhoneTest[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts"))
    .sort()
    .flatMap((file) => phoneTestsIn(file, readFileSync(`${dir}/${file}`, "utf8")));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for Playwright's `grep` that matches exactly these tests' titles (a template's parts match any text). */
export function titlePattern(tests: readonly PhoneTest[]): RegExp {
  const titles = tests.map(({ title }) =>
    title
      .split(/\$\{[^}]*\}/)
      .map(escapeRegExp)
      .join(".*"),
  );
  return new RegExp(`(${[...new Set(titles)].join("|")})`);
}
