-- The FBA orders saved before 0280 get their gross kg and m³ as the server now derives them at each save
-- (fbaOrderHooks.ts): Σ cartons × kg and Σ cartons × L×W×H / 1,000,000 cm³, 3 digits; none while a carton
-- line is incomplete (the rule's "not a positive number").
UPDATE fba_orders o
   SET gross_kg = round(t.kg, 3), cbm = round(t.cm3 / 1000000, 3)
  FROM (SELECT parent_id, sum(carton_count * weight_kg) AS kg, sum(carton_count * length_cm * width_cm * height_cm) AS cm3,
               bool_and(carton_count > 0 AND length_cm > 0 AND width_cm > 0 AND height_cm > 0 AND weight_kg > 0) AS complete
          FROM fba_order_cartons GROUP BY parent_id) t
 WHERE t.parent_id = o.id AND t.complete;
