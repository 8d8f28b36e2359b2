-- A booking's quote beside the charges raised against it (entity quoteVariance, served read only by the
-- engine; issue 46's shipment page): one row per booking and currency, the quote's currency and every
-- currency its charge lines are in. Summed in numeric (a line's amount as the expense resource rounds it,
-- round(quantity * unit_price, 2)), never across currencies. A charge counts for the booking of its own
-- company whose number it names. The quote figures are empty when the booking carries none.
CREATE VIEW quote_variances AS
  SELECT b.id::bigint * 1000 + c.n AS id, b.version, b.created_at, b.updated_at, b.customer_id, b.created_by,
         b.id AS booking_id, b.booking_no, c.currency,
         CASE WHEN b.quoted_total IS NULL THEN NULL WHEN c.currency = b.quoted_currency THEN b.quoted_total ELSE 0 END AS quoted,
         c.charged, c.invoiced,
         CASE WHEN b.quoted_total IS NULL THEN NULL
              ELSE c.charged - CASE WHEN c.currency = b.quoted_currency THEN b.quoted_total ELSE 0 END END AS difference,
         (CASE WHEN b.quoted_total IS NULL THEN 'NO_QUOTE' WHEN c.currency = b.quoted_currency THEN 'QUOTED' ELSE 'OUTSIDE_QUOTE' END)::varchar(13) AS quote_state
    FROM bookings b
    CROSS JOIN LATERAL (
      SELECT row_number() OVER (ORDER BY x.currency) AS n, x.currency::varchar(3) AS currency,
             sum(x.amount) AS charged,
             coalesce(sum(x.amount) FILTER (WHERE x.billed), 0) AS invoiced
        FROM (SELECT e.currency, round(e.quantity * e.unit_price, 2) AS amount, e.status = 'billed' AS billed
                FROM expenses e
               WHERE e.customer_id = b.customer_id AND e.booking_ref = b.booking_no
              UNION ALL
              -- The quote's currency has its row even before any charge is raised in it.
              SELECT b.quoted_currency, 0::numeric, false WHERE b.quoted_total IS NOT NULL) x
       GROUP BY x.currency
    ) c;
