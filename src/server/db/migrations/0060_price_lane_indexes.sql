-- Price searches and quotes ask for one lane valid on a day (pol = … AND pod = … AND valid_from <= d
-- AND valid_to >= d): one index on the lane and the start of validity answers both, where the
-- generated single-column indexes leave the planner to combine them.
CREATE INDEX ix_sea_fcl_prices_lane ON sea_fcl_prices (pol, pod, valid_from);
CREATE INDEX ix_sea_lcl_prices_lane ON sea_lcl_prices (pol, pod, valid_from);
CREATE INDEX ix_rail_fcl_prices_lane ON rail_fcl_prices (pol, pod, valid_from);
CREATE INDEX ix_rail_lcl_prices_lane ON rail_lcl_prices (pol, pod, valid_from);
CREATE INDEX ix_truck_ftl_prices_lane ON truck_ftl_prices (pol, pod, valid_from);
CREATE INDEX ix_truck_ltl_prices_lane ON truck_ltl_prices (pol, pod, valid_from);
CREATE INDEX ix_air_prices_lane ON air_prices (pol, pod, valid_from);
CREATE INDEX ix_departures_lane ON departures (pol, pod, etd);
