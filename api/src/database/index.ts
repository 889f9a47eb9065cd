// The connection, the schema and the migrations: what the other modules may use of them.
export { DatabaseModule } from './database.module';
export {
  DATABASE,
  DATABASE_HANDLE,
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  type Transaction,
} from './database.types';
export { openDatabase } from './database.client';
export { isForeignKeyViolation, isUniqueViolation } from './errors';
export { MIGRATIONS_FOLDER } from './migrate';
export { likeContains } from './like';
export { type PageWindow, pagedRows } from './paged-rows';
export { PreparedStatements, statementName } from './prepared-statements';
export { PreparedInserts } from './prepared-inserts';
export { type Executable, onConnection, prepareSql, type PreparedSql, value } from './prepared-on-connection';
export * from './schema';
