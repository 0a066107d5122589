import { z } from "@hono/zod-openapi";
import type { AuthOptions } from "#server/http/current-user";
import type { AccountsContext } from "#server/modules/accounts/service";
import {
  confirmEnrolment,
  RECOVERY_CODE_COUNT,
  secondFactorState,
  verifySecondFactor,
} from "#server/modules/accounts/second-factor";
import { apiRoute, apiRouter, BODY_REFUSALS, json, jsonBody, refusals } from "../contract";
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
  return {
    state: apiRoute({
      method: "get",
      path: "/",
      tags,
      middleware,
      summary: "Double authentification : activée, ou le secret à enregistrer (QR code)",
      responses: {
        200: json(
          z.object({
            enrolled: z.boolean(),
            enrolment: z.object({ uri: z.string(), secret: z.string(), qr_svg: z.string() }).nullable().openapi({
              description: "Tant qu'elle n'est pas activée : l'adresse otpauth://, le secret et son QR code.",
            }),
          }),
          "L'état de la double authentification.",
        ),
        ...refusals(401, 403),
      },
    }),
    enrol: apiRoute({
      method: "post",
      path: "/enrol",
      tags,
      middleware,
      summary: "Active la double authentification avec un premier code ; rend les codes de secours, une seule fois",
      request: jsonBody(codeBody),
      responses: {
        200: json(
          z.object({ recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT), message: z.string() }),
          "Activée : la session est validée.",
        ),
        ...refusals(...BODY_REFUSALS, 401, 409, 429),
      },
    }),
    verify: apiRoute({
      method: "post",
      path: "/verify",
      tags,
      middleware,
      summary: "Valide la session avec le code de l'application ou un code de secours (utilisable une fois)",
      request: jsonBody(codeBody),
      responses: {
        200: json(
          z.object({ used_recovery_code: z.boolean(), recovery_codes_left: z.number().int(), message: z.string() }),
          "Session validée.",
        ),
        ...refusals(...BODY_REFUSALS, 401, 429),
      },
    }),
  };
}

export function secondFactorRoutes(ctx: AccountsContext, auth: AuthOptions, issuer: string) {
  const r = routes(requireAdmin(ctx, auth, "enrolment"));
  const now = () => ctx.now?.() ?? new Date();
  return apiRouter()
    .openapi(r.state, async (c) => {
      const state = await secondFactorState(ctx.db, c.var.admin, issuer);
      const { enrolment } = state;
      return c.json(
        {
          enrolled: state.enrolled,
          enrolment: enrolment && { uri: enrolment.uri, secret: enrolment.secret, qr_svg: enrolment.qrSvg },
        },
        200,
      );
    })
    .openapi(r.enrol, async (c) => {
      const { code } = c.req.valid("json");
      const { recoveryCodes } = await confirmEnrolment(ctx.db, {
        user: c.var.admin,
        sessionToken: c.var.sessionToken,
        code,
        now: now(),
      });
      return c.json(
        {
          recovery_codes: recoveryCodes,
          message: "Double authentification activée. Notez vos codes de secours : ils ne seront plus affichés.",
        },
        200,
      );
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
          message: result.usedRecoveryCode
            ? `Code de secours utilisé : il vous en reste ${result.recoveryCodesLeft}.`
            : "Session validée.",
        },
        200,
      );
    });
}
