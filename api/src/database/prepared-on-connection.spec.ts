import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from './database.types';
import { onConnection, prepareSql, value } from './prepared-on-connection';

const counted = pgTable('counted', { n: integer('n').notNull() });

/**
 * `onConnection` runs a statement Drizzle prepared from the database on a transaction's connection by giving it the
 * transaction's driver client in place of its own: it leans on where Drizzle 0.45's node-postgres and PGlite prepared
 * queries and sessions keep that client (a private `client` field each). A Drizzle that keeps it elsewhere would
 * run the checkout's statements outside its transaction (node-postgres) or wait forever for it (PGlite, one
 * connection): these fail first, saying so. If they do, find where the new Drizzle keeps a session's client, or
 * prepare the checkout's statements some other way (docs/decisions/0081-…).
 */
describe('a statement prepared once, run on a transaction’s connection', () => {
  it('node-postgres: is sent by its name to the connection the transaction took, not to the pool', async () => {
    const sent: { on: string; name?: string; text: string; values: unknown[] }[] = [];
    const clientNamed = (on: string) => ({
      query: (config: { name?: string; text: string }, values: unknown[]) => {
        sent.push({ on, name: config.name, text: config.text, values });
        return Promise.resolve({ rows: [[7]], rowCount: 1, command: 'SELECT', fields: [] });
      },
      release: () => undefined,
    });
    // Drizzle takes a connection for a transaction from what it recognizes as a pool: by its class's name.
    class StandInPool {
      query = clientNamed('pool').query;
      connect = () => Promise.resolve(clientNamed('connection'));
    }
    const db = drizzlePg(new StandInPool() as never) as unknown as Database;
    const statement = db
      .select({ n: counted.n })
      .from(counted)
      .where(eq(counted.n, value('n')))
      .prepare('counted_by_n');

    const rows = await db.transaction((tx) => onConnection(statement, tx).execute({ n: 7 }));
    await onConnection(statement, db).execute({ n: 8 });

    expect(rows).toEqual([{ n: 7 }]);
    const [begin, inTransaction, commit, outside] = sent;
    expect([begin.on, begin.text]).toEqual(['connection', 'begin']);
    expect(inTransaction).toEqual({
      on: 'connection',
      name: 'counted_by_n',
      text: 'select "n" from "counted" where "counted"."n" = $1',
      values: [7],
    });
    expect([commit.on, commit.text]).toEqual(['connection', 'commit']);
    expect(outside).toMatchObject({ on: 'pool', name: 'counted_by_n', values: [8] });
  });

  it('PGlite: is run by the transaction, not by the database, its raw SQL too', async () => {
    const sent: { on: string; text: string; values: unknown[] }[] = [];
    const clientNamed = (on: string) => ({
      query: (text: string, values: unknown[]) => {
        sent.push({ on, text, values });
        return Promise.resolve({ rows: [{ n: 3 }], fields: [] });
      },
    });
    const client = {
      ...clientNamed('database'),
      transaction: <T>(run: (tx: unknown) => Promise<T>) => run(clientNamed('transaction')),
    };
    const db = drizzlePglite(client as never) as unknown as Database;
    const insert = prepareSql<{ n: number }>(
      db,
      'counted_insert',
      sql`insert into ${counted} (n) values (${value('n')}::int) returning n`,
    );

    const rows = await db.transaction(async (tx) => (await onConnection(insert, tx).execute({ n: 3 })).rows);
    await onConnection(insert, db).execute({ n: 4 });

    expect(rows).toEqual([{ n: 3 }]);
    expect(sent).toEqual([
      { on: 'transaction', text: 'insert into "counted" (n) values ($1::int) returning n', values: [3] },
      { on: 'database', text: 'insert into "counted" (n) values ($1::int) returning n', values: [4] },
    ]);
  });
});
