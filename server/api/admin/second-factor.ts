import { z } from "@hono/zod-openapi";
import type { AuthOptions } from "#server/http/current-user";
import type { AccountsContext } from "#server/modules/accounts/service";
import { ENROL_IN_TERMINAL, secondFactorState, verifySecondFactor } from "#server/modules/accounts/second-factor";
import { apiRouter, BODY_REFUSALS, json, jsonBody, refusals, routesOf } from "../contract";
import { requireAdmin } from "./access";

const tags = ["Administration"];
const codeBody = z.object({
  code: z
    .string({ error: "Saisissez le code à 6 chiffres ou un code de secours." })
    .trim()
    .min(1, "Saisissez le code à 6 chiffres ou un code de secours.")
    .max(40),
});

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  return {
    state: on.get("/", "Double authentification : activée ou non (elle s'active dans le terminal, jamais sur le web)", {
      responses: {
        200: json(
          z.object({
            enrolled: z.boolean(),
            message: z.string().nullable().openapi({ description: "Tant qu'elle n'est pas activée : où l'activer." }),
          }),
          "L'état de la double authentification.",
        ),
        ...refusals(401, 403),
      },
    }),
    verify: on.post(
      "/verify",
      "Valide la session avec le code de l'application ou un code de secours (utilisable une fois)",
      {
        request: jsonBody(codeBody),
        responses: {
          200: json(
            z.object({
              used_recovery_code: z.boolean(),
              recovery_codes_left: z.number().int(),
              recovery_codes: z.array(z.string()).nullable().openapi({
                description: "À la première connexion après l'activation : les dix codes de secours, une seule fois.",
              }),
              message: z.string(),
            }),
            "Session validée.",
          ),
          ...refusals(...BODY_REFUSALS, 401, 429),
        },
      },
    ),
  };
}

export function secondFactorRoutes(ctx: AccountsContext, auth: AuthOptions) {
  const r = routes(requireAdmin(ctx, auth, "enrolment"));
  const now = () => ctx.now?.() ?? new Date();
  return apiRouter()
    .openapi(r.state, async (c) => {
      const { enrolled } = await secondFactorState(ctx.db, c.var.admin);
      return c.json({ enrolled, message: enrolled ? null : ENROL_IN_TERMINAL }, 200);
    })
    .openapi(r.verify, async (c) => {
      const { code } = c.req.valid("json");
      const result = await verifySecondFactor(ctx.db, {
        user: c.var.admin,
        sessionToken: c.var.sessionToken,
        code,
        now: now(),
      });
      return c.json(
        {
          used_recovery_code: result.usedRecoveryCode,
          recovery_codes_left: result.recoveryCodesLeft,
          recovery_codes: result.newRecoveryCodes,
          message: result.usedRecoveryCode
            ? `Code de secours utilisé : il vous en reste ${result.recoveryCodesLeft}.`
            : result.newRecoveryCodes
              ? "Session validée. Notez vos codes de secours : ils ne seront plus affichés."
              : "Session validée.",
        },
        200,
      );
    });
}
