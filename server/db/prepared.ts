import type { Database } from './client';

/**
 * A statement prepared once per database: `build` makes it with `sql.placeholder(...)` for its
 * values and ends in `.prepare(name)`. The hot statements of every request (the session lookup,
 * the header badge, the popup) are built by drizzle on each call otherwise, which took about as
 * long as PostgreSQL took to answer them; prepared, they are built once, and PostgreSQL plans
 * each once per connection. `name` must be unique among the prepared statements.
 */
export function preparedOn<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
