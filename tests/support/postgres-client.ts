import pg from "pg";

/**
 * Runs `run` with a PostgreSQL connection of its own to `url`, closed afterwards: for the tests that create, inspect
 * or drop a database beside the servers they start.
 */
export async function withPostgresClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
