-- CreateIndex
CREATE INDEX "submissions_practitioner_id_status_completed_at_idx" ON "submissions"("practitioner_id", "status", "completed_at" DESC);

-- CreateIndex
CREATE INDEX "users_search_trgm_idx" ON "users" USING GIN ("last_name" gin_trgm_ops, "first_name" gin_trgm_ops, "email" gin_trgm_ops);

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
