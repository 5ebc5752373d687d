-- CreateIndex
CREATE INDEX "submissions_practitioner_id_status_completed_at_idx" ON "submissions"("practitioner_id", "status", "completed_at" DESC);

-- Hand-written (an expression index): the administrators' user search (services/admin/list-users.ts) matches each
-- word in one text, last name, first name and e-mail joined by spaces (a word has no space, so it cannot straddle two
-- of them). One trigram index on that text: with an index per column PostgreSQL still read all 2,000 accounts of the
-- scale benchmark (three ILIKEs per row, 8 ms); on the joined text it reads the 21 matching rows (0.3 ms).
CREATE INDEX "users_search_trgm_idx" ON "users" USING GIN (("last_name" || ' ' || "first_name" || ' ' || "email"::text) gin_trgm_ops);

-- Hand-written (Prisma cannot express a function nor an expression index): the market's accent-insensitive search
-- (services/templates/search.ts), indexable. unaccent() is only STABLE, its dictionary could change, so an index needs
-- an IMMUTABLE wrapper that names the dictionary; the public templates' name, description and author by trigrams.
CREATE FUNCTION "praxiform_unaccent"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE INDEX "templates_public_search_trgm_idx" ON "templates" USING GIN (
  "praxiform_unaccent"("name") gin_trgm_ops,
  "praxiform_unaccent"(coalesce("description", '')) gin_trgm_ops,
  "praxiform_unaccent"("creator_name") gin_trgm_ops
) WHERE "is_public";
