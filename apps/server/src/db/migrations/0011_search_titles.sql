-- An experience's title (its name and the destination it is listed under) apart from the rest of the search document
-- (text-search.ts namedMatch `titled`): the weight-A part of search_doc holds the name and every place the trip visits
-- together, so a search for the cheaper trips could not tell the Kilimanjaro climbs from an Arusha coffee tour that
-- visits Kilimanjaro.
-- Kept in MAIN storage as search_doc is (0009).
ALTER TABLE "experiences" ADD COLUMN "title_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('safari_search'::regconfig, coalesce(experience_name, '') || ' ' || coalesce(destination_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "title_doc" SET STORAGE MAIN;
