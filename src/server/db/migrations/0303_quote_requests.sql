-- The forwarder's quote requests (entity quoteRequest, served read only by the engine to administrators):
-- every company's quotes asked on a lane no price covers, open or answered, with the company's code and
-- name and the cargo as the customer gave it. The answer action writes saved_quotes itself
-- (domains/spaceAndPrices/instantQuote/quoteRequestActions.ts), so the view needs no trigger.
CREATE VIEW quote_requests AS
  SELECT q.id, q.version, q.created_at, q.updated_at, c.customer_cd, c.name AS customer_name,
         q.quote_no, q.status, q.origin, q.destination, q.ready_date, q.incoterm,
         (q.cargo::jsonb ->> 'grossKg')::numeric AS gross_kg,
         (q.cargo::jsonb ->> 'cbm')::numeric AS cbm,
         (SELECT string_agg((e ->> 'count') || ' × ' || (e ->> 'type'), ', ')
            FROM jsonb_array_elements(COALESCE(q.cargo::jsonb -> 'containers', '[]'::jsonb)) e) AS containers,
         (SELECT sum((e ->> 'count')::integer)
            FROM jsonb_array_elements(COALESCE(q.cargo::jsonb -> 'pieces', '[]'::jsonb)) e) AS pieces,
         q.mode, q.carrier, q.total, q.currency, q.transit_days, q.valid_to, q.answered_at, q.forwarder_note
    FROM saved_quotes q
    JOIN customers c ON c.id = q.customer_id
   WHERE q.status = 'REQUESTED' OR q.answered_at IS NOT NULL;
-- The queue's own reading: open requests first, by when they were asked.
CREATE INDEX ix_saved_quotes_requests ON saved_quotes (status, created_at) WHERE status = 'REQUESTED' OR answered_at IS NOT NULL;
