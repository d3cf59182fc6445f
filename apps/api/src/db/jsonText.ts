// JSON written by the database as text, spelled as JSON.stringify spells it: no spaces, members in the order given.
// PostgreSQL's json_build_object and json_agg put spaces after colons and commas, and jsonb sorts the keys.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A string literal of SQL; only for the fixed keys and punctuation written here, never for a value. */
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** `"key":value`, the value as the database writes it in JSON (a SQL null as `null`). */
export const jsonMember = (key: string, value: SQLWrapper) =>
  sql`${literal(`"${key}":`)} || coalesce(to_json(${value})::text, 'null')`;

/** `"key":value` for a value already written as JSON text. */
export const jsonTextMember = (key: string, json: SQLWrapper) => sql`${literal(`"${key}":`)} || ${json}`;

/** An object of `members`, each `"key":value` text or null for a member left out (concat_ws skips nulls). */
export const jsonObject = (members: SQL[]) => sql`'{' || concat_ws(',', ${sql.join(members, sql`, `)}) || '}'`;

/** A JSON array of the rows' `element` texts in the order given: an aggregate, `[]` when there are none. */
export const jsonArray = (element: SQLWrapper, orderBy: SQL) =>
  sql<string>`'[' || coalesce(string_agg(${element}, ',' order by ${orderBy}), '') || ']'`;
