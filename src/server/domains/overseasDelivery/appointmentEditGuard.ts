// The engine's update and delete of an appointment are the draft editor: once booked (or cancelled)
// an appointment holds or held a place in a slot, so only its named actions change it. This hook
// refuses the rest before the engine's handler runs, naming the state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { PAYLOAD_FIELD } from '../../../shared/wire/resourceContract';
import { invalidInput } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { translate } from '../../i18n/translate';

const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647 ? v : null);

/** The ids the call names; malformed input is left to the engine, which refuses it. */
function targetIds(request: FastifyRequest): number[] {
  const body = (request.body ?? {}) as Record<string, unknown>;
  try {
    if (request.method === 'PUT') {
      const id = int((JSON.parse(String(body[PAYLOAD_FIELD])) as Record<string, unknown>)?.id);
      return id ? [id] : [];
    }
    const raw = (request.query as Record<string, unknown>).ids ?? body.ids;
    const ids = JSON.parse(String(raw)) as unknown;
    return Array.isArray(ids) ? ids.map(int).filter((n): n is number => n !== null).slice(0, 500) : [];
  } catch {
    return [];
  }
}

export function installAppointmentEditGuard(app: FastifyInstance, path: string): void {
  const db = app.resourceEngine.database;
  app.addHook('preHandler', async (request) => {
    if ((request.method !== 'PUT' && request.method !== 'DELETE') || !request.routeOptions.url?.endsWith(path)) return;
    const customerId = request.principal?.customerId;
    const ids = targetIds(request);
    if (ids.length === 0 || customerId === null || customerId === undefined) return;
    const { rows } = await sql<{ status: string }>`SELECT status FROM delivery_appointments WHERE customer_id = ${customerId} AND id IN (${sql.join(ids)}) AND status <> 'DRAFT' LIMIT 1`.execute(db);
    if (rows[0]) {
      const language = requestLanguage(request);
      const values = { status: translate(language, `delivery.status.${rows[0].status}`) };
      throw invalidInput([{ field: 'status', message: translate(language, 'delivery.notEditable', values) }], 'delivery.notEditable', values);
    }
  });
}
