-- What a traveller does on a trip joins the text the search matches (decision 024): each activity's name and
-- description, after the five fields of traveller-side.md §5, in buildSearchText's form (lower case, parts separated
-- by ' • ', activities in their display order), so 'leopard' or 'dhow' finds the trips that offer one. The full-text
-- document (search_doc, generated from search_text at weight D) follows by itself. Written by hand: data only.
UPDATE "experiences" e SET "search_text" = e."search_text" || coalesce((
  select string_agg(' • ' || lower(a."activity_name" || coalesce(' ' || nullif(a."activity_description", ''), '')), '' order by a."display_order", a."id")
  from "experience_activities" a where a."experience_id" = e."id"
), '') WHERE exists (select 1 from "experience_activities" a where a."experience_id" = e."id");
