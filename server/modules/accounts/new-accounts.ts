// New customer accounts over a window, for the analytics page (administrators' accounts are not customers).
import { and, eq, gte, lt } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "./schema";

export async function newCustomerAccounts(db: Db, window: { from: Date; to: Date }): Promise<number> {
  return db.$count(
    users,
    and(eq(users.role, "customer"), gte(users.createdAt, window.from), lt(users.createdAt, window.to)),
  );
}
