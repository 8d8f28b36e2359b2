-- The prices of every mode for one lane side by side (entity priceComparison, served read only by the
-- engine): one row per price of the seven price lists, with its headline rate and what it is per. The
-- id is the price's id times 8 plus the list's number, so it is stable and unique across the lists.
CREATE VIEW price_comparisons AS
  SELECT id * 8 + 1 AS id, version, created_at, updated_at, price_no, 'SEA_FCL'::varchar(9) AS mode, carrier, pol, pod, valid_from, valid_to,
         rate42_g1 AS rate, 'CONTAINER_40'::varchar(12) AS basis, NULL::numeric AS minimum, currency, transit_days, id AS price_id
    FROM sea_fcl_prices
  UNION ALL
  SELECT id * 8 + 2, version, created_at, updated_at, price_no, 'SEA_LCL', carrier, pol, pod, valid_from, valid_to,
         rate_per_rt, 'RT', minimum, currency, transit_days, id
    FROM sea_lcl_prices
  UNION ALL
  SELECT id * 8 + 3, version, created_at, updated_at, price_no, 'RAIL_FCL', carrier, pol, pod, valid_from, valid_to,
         rate42_g1, 'CONTAINER_40', NULL, currency, transit_days, id
    FROM rail_fcl_prices
  UNION ALL
  SELECT id * 8 + 4, version, created_at, updated_at, price_no, 'RAIL_LCL', carrier, pol, pod, valid_from, valid_to,
         rate_per_rt, 'RT', minimum, currency, transit_days, id
    FROM rail_lcl_prices
  UNION ALL
  SELECT id * 8 + 5, version, created_at, updated_at, price_no, 'TRUCK_FTL', carrier, pol, pod, valid_from, valid_to,
         rate, 'TRUCK', NULL, currency, transit_days, id
    FROM truck_ftl_prices
  UNION ALL
  SELECT id * 8 + 6, version, created_at, updated_at, price_no, 'TRUCK_LTL', carrier, pol, pod, valid_from, valid_to,
         rate_per_kg, 'KG', minimum, currency, transit_days, id
    FROM truck_ltl_prices
  UNION ALL
  SELECT id * 8 + 7, version, created_at, updated_at, price_no, 'AIR', carrier, pol, pod, valid_from, valid_to,
         rate100, 'KG', minimum, currency, transit_days, id
    FROM air_prices;
