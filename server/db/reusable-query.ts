import { Column, type GetColumnData, is, Param, Placeholder, type Query, sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * What a reusable query selects or returns, in that order: a column (decoded by it), or for an expression the
 * function that reads its value as the driver gives it.
 */
export type Selection = Record<string, Column | ((value: unknown) => unknown)>;

/** What a reusable query answers, one key per column (as drizzle's `select` of the same columns would). */
export type RowOf<C extends Selection> = {
  [K in keyof C]: C[K] extends Column
    ? GetColumnData<C[K]>
    : C[K] extends (value: unknown) => infer T
      ? T | null
      : never;
};

export interface ReusableQuery<C extends Selection, S> {
  /** Runs the query of `shape` on `db` (the database or a transaction) with `values` for its placeholders. */
  run(db: Db, shape: S, values: Readonly<Record<string, unknown>>): Promise<RowOf<C>[]>;
  /** How many shapes are kept built (at most `maxShapes`). */
  readonly shapes: number;
}

/**
 * A query of a hot path whose SQL text is built once per shape (decision 071). Drizzle builds a query's text at
 * every execution — 0,1 to 0,5 ms of CPU for the checkout's pricing and order statements, a third of the server's
 * time under load — and its prepared statements belong to the database object that prepared them, so they cannot
 * run inside a transaction (drizzle-orm issues #613 and #2826).
 *
 * `build(db, shape)` returns drizzle's query of that shape with `sql.placeholder(name)` for every value: it is
 * built on the first call of each shape, and each call sends that text with its own `values`: encoded by their
 * column as drizzle would where the placeholder is a column's value (an insert's, an `eq`'s; null stays null), as
 * they are where it stands in an `sql` expression. A value written into the query itself would be sent again to every
 * later call: the build is refused unless every parameter is a placeholder. The rows come back as the `columns`
 * selected or returned, in that order, decoded by them.
 *
 * Shapes beyond `maxShapes` (a basket of many lines) are built at each call, never kept: a client cannot grow the
 * cache. A kept shape is sent as a named statement (decision 074): PostgreSQL parses and plans it once per
 * connection; PGlite ignores the name.
 */
export function reusableQuery<C extends Selection, S extends string | number>(
  columns: C,
  build: (db: Db, shape: S) => { toSQL(): Query },
  maxShapes = 16,
): ReusableQuery<C, S> {
  const built = new Map<S, Built>();
  const decoders = Object.entries(columns).map(
    ([key, selected]) =>
      [key, is(selected, Column) ? (value: unknown) => selected.mapFromDriverValue(value) : selected] as const,
  );
  const toRow = (raw: unknown[]) => {
    const row: Record<string, unknown> = {};
    decoders.forEach(([key, decoder], i) => {
      const value = raw[i];
      row[key] = value === null || value === undefined ? null : decoder(value);
    });
    return row as RowOf<C>;
  };
  return {
    get shapes() {
      return built.size;
    },
    async run(db, shape, values) {
      let query = built.get(shape);
      if (!query) {
        const { sql: text, params } = build(db, shape).toSQL();
        query = { sql: text, slots: params.map(slotOf) };
        if (built.size < maxShapes) {
          query.name = `maisonh_rq_${++statements}`;
          built.set(shape, query);
        }
      }
      const params = query.slots.map((slot) => valueFor(slot, values));
      const prepared = db._.session.prepareQuery({ sql: query.sql, params }, undefined, query.name, true, (rows) =>
        (rows as unknown[][]).map(toRow),
      );
      return (await prepared.execute()) as RowOf<C>[];
    },
  };
}

/** `{ key: sql.placeholder(prefix + key) }` for each key: the values of a row inserted by a reusable query. */
export function placeholdersFor(prefix: string, keys: readonly string[]): Record<string, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${prefix}${key}`)]));
}

/** The keys of `row` whose value is given (not undefined): the others take their column's default. */
export function givenKeys(row: object): string[] {
  return Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

/** `{ prefix + key: row[key] }` for each key: the values matching `placeholdersFor(prefix, keys)`. */
export function valuesFor(prefix: string, row: object, keys: readonly string[], into: Record<string, unknown> = {}) {
  for (const key of keys) into[`${prefix}${key}`] = (row as Record<string, unknown>)[key];
  return into;
}

/** A parameter of a built query: the placeholder it takes its value from, and the column encoding it, if any. */
interface Slot {
  name: string;
  encode?: (value: unknown) => unknown;
}

interface Built {
  sql: string;
  slots: Slot[];
  /** A kept shape's server-side statement name (PostgreSQL parses and plans it once per connection). */
  name?: string;
}

/** Statement names, unique in the process: a name stands for one text on every connection. */
let statements = 0;

/** Read once, when the shape is built: a parameter that is not a placeholder refuses the query. */
function slotOf(param: unknown): Slot {
  if (is(param, Placeholder)) return { name: param.name };
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    return { name: param.value.name, encode: (value) => encoder.mapToDriverValue(value) };
  }
  throw new Error(
    `Requête réutilisable : la valeur ${JSON.stringify(param)} est écrite dans la requête au lieu d'un sql.placeholder.`,
  );
}

/** As drizzle's query building does it: a value bound to a column is encoded by it, null stays null. */
function valueFor(slot: Slot, values: Readonly<Record<string, unknown>>): unknown {
  if (!(slot.name in values)) throw new Error(`Requête réutilisable : aucune valeur pour « ${slot.name} ».`);
  const value = values[slot.name];
  if (value === null || value === undefined) return null;
  return slot.encode ? slot.encode(value) : value;
}
