-- Two more milestone alerts (issue 47; migration 0283 has the outbox): a bill issued to a company (a new
-- bill whose issue date is at most 7 days old: bills loaded in bulk from history are no news), and a
-- delivery appointment booked (its slot confirmed: written BOOKED, or changed to BOOKED, which a
-- reschedule does again with the new slot). Each goes to the company's subscribed users and webhooks
-- through f9_enqueue_notification, in the writing transaction.
CREATE FUNCTION bills_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM f9_enqueue_notification('bill:' || NEW.id, 'billIssued', NEW.customer_id, NULL,
    jsonb_build_object('kind', 'billIssued', 'subject', 'bill', 'subjectId', NEW.id, 'billNo', NEW.bill_no, 'blNo', NEW.bl_no, 'issueDate', NEW.issue_date, 'dueDate', NEW.due_date, 'currency', NEW.currency), NULL)
  ; RETURN NEW
; END $$;
CREATE TRIGGER bills_outbox AFTER INSERT ON bills FOR EACH ROW WHEN (NEW.issue_date >= current_date - 7) EXECUTE FUNCTION bills_outbox();

CREATE FUNCTION delivery_appointments_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM f9_enqueue_notification('slot:' || NEW.id || ':' || extract(epoch FROM now()), 'deliverySlotConfirmed', NEW.customer_id, NULL,
    jsonb_build_object('kind', 'deliverySlotConfirmed', 'subject', 'deliveryAppointment', 'subjectId', NEW.id, 'reference', NEW.reference, 'arrival', NEW.arrival, 'slot', NEW.slot, 'carrier', NEW.carrier, 'place', coalesce(NEW.fulfilment_centre, NEW.address)), NULL)
  ; RETURN NEW
; END $$;
CREATE TRIGGER delivery_appointments_outbox_insert AFTER INSERT ON delivery_appointments FOR EACH ROW WHEN (NEW.status = 'BOOKED') EXECUTE FUNCTION delivery_appointments_outbox();
CREATE TRIGGER delivery_appointments_outbox_update AFTER UPDATE OF status, slot ON delivery_appointments FOR EACH ROW
  WHEN (NEW.status = 'BOOKED' AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.slot IS DISTINCT FROM NEW.slot)) EXECUTE FUNCTION delivery_appointments_outbox();
