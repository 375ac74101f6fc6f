-- A plan item now holds the nutrition of one serving (it held the total of its servings): divide the
-- stored figures of every item with servings other than 1, keeping everything else as it was.
UPDATE "meal_plans" SET "days" = (
  SELECT coalesce(jsonb_agg(
    jsonb_set(day_entry, '{rows}', (
      SELECT coalesce(jsonb_agg(
        jsonb_set(row_entry, '{items}', (
          SELECT coalesce(jsonb_agg(
            CASE
              WHEN jsonb_typeof(item -> 'servings') = 'number' AND (item ->> 'servings')::numeric <> 1 THEN
                item || jsonb_build_object(
                  'calories', round((item ->> 'calories')::numeric / (item ->> 'servings')::numeric, 4),
                  'protein', round((item ->> 'protein')::numeric / (item ->> 'servings')::numeric, 4),
                  'carbs', round((item ->> 'carbs')::numeric / (item ->> 'servings')::numeric, 4),
                  'fat', round((item ->> 'fat')::numeric / (item ->> 'servings')::numeric, 4)
                )
              ELSE item
            END ORDER BY item_at), '[]'::jsonb)
          FROM jsonb_array_elements(row_entry -> 'items') WITH ORDINALITY AS items(item, item_at)
        )) ORDER BY row_at), '[]'::jsonb)
      FROM jsonb_array_elements(day_entry -> 'rows') WITH ORDINALITY AS plan_rows(row_entry, row_at)
    )) ORDER BY day_at), '[]'::jsonb)
  FROM jsonb_array_elements("days") WITH ORDINALITY AS plan_days(day_entry, day_at)
);
