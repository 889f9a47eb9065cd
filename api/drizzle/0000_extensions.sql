-- pg_trgm backs the typo-tolerant product search (GIN trigram index on lower(name)).
-- On PGlite the extension must also be loaded by the client (see src/database/database.client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
