-- A quote with nothing charged against it in its currency yet shows no difference (it showed the whole
-- quote as a negative difference, which read as a credit owed). Only real charge lines count as charged;
-- the quote's currency keeps its row from the start. Otherwise as 0278.
CREATE OR REPLACE VIEW quote_variances AS
  SELECT b.id::bigint * 1000 + c.n AS id, b.version, b.created_at, b.updated_at, b.customer_id, b.created_by,
         b.id AS booking_id, b.booking_no, c.currency,
         CASE WHEN b.quoted_total IS NULL THEN NULL WHEN c.currency = b.quoted_currency THEN b.quoted_total ELSE 0 END AS quoted,
         c.charged, c.invoiced,
         CASE WHEN b.quoted_total IS NULL OR c.lines = 0 THEN NULL
              ELSE c.charged - CASE WHEN c.currency = b.quoted_currency THEN b.quoted_total ELSE 0 END END AS difference,
         (CASE WHEN b.quoted_total IS NULL THEN 'NO_QUOTE' WHEN c.currency = b.quoted_currency THEN 'QUOTED' ELSE 'OUTSIDE_QUOTE' END)::varchar(13) AS quote_state
    FROM bookings b
    CROSS JOIN LATERAL (
      SELECT row_number() OVER (ORDER BY x.currency) AS n, x.currency::varchar(3) AS currency,
             sum(x.amount) AS charged,
             coalesce(sum(x.amount) FILTER (WHERE x.billed), 0) AS invoiced,
             count(*) FILTER (WHERE x.line) AS lines
        FROM (SELECT e.currency, round(e.quantity * e.unit_price, 2) AS amount, e.status = 'billed' AS billed, true AS line
                FROM expenses e
               WHERE e.customer_id = b.customer_id AND e.booking_ref = b.booking_no
              UNION ALL
              -- The quote's currency has its row even before any charge is raised in it.
              SELECT b.quoted_currency, 0::numeric, false, false WHERE b.quoted_total IS NOT NULL) x
       GROUP BY x.currency
    ) c;
