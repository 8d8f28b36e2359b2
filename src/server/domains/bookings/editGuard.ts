// The engine's update and delete of a booking are the draft editor: a booking that has been placed
// (anything but DRAFT, or PENDING_UPDATE while the customer changes it) is changed only by its named
// actions. This hook refuses the rest before the engine's handler runs, naming the state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { PAYLOAD_FIELD } from '../../../shared/wire/resourceContract';
import { invalidInput } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { translate } from '../../i18n/translate';
import { EDITABLE } from './statusMachine';
import { INT4_MAX } from '../../resources/columnBounds';

const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= INT4_MAX ? v : null);

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

export function installEditGuard(app: FastifyInstance, path: string): void {
  const db = app.resourceEngine.database;
  const guard = async (request: FastifyRequest) => {
    const customerId = request.principal?.customerId;
    const ids = targetIds(request);
    if (ids.length === 0 || customerId === null || customerId === undefined) return;
    const { rows } = await sql<{ status: string }>`SELECT status FROM bookings WHERE customer_id = ${customerId} AND id IN (${sql.join(ids)})`.execute(db);
    const placed = rows.find((r) => !EDITABLE.includes(r.status as never));
    if (placed) {
      const language = requestLanguage(request);
      throw invalidInput([{ field: 'status', message: translate(language, 'booking.notEditable', { status: placed.status }) }], 'booking.notEditable', { status: placed.status });
    }
  };
  // A callback hook: every other call (every GET) passes without an async hook's promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if ((request.method !== 'PUT' && request.method !== 'DELETE') || !request.routeOptions.url?.endsWith(path)) return done();
    guard(request).then(() => done(), done);
  });
}
