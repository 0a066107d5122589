// Zod's own messages in French, for every schema of the process: a refused request's field (server/http/validate.ts)
// and a refused variable at start-up (server/env.ts), also in the commands that read no request (npm run admin).
import { z } from "zod";

z.config(z.locales.fr());
