// A booking's documents, worked on from two desks with one set of rules. The customer's: what they upload
// (issue 46: commercial invoice, packing list, certificates), `POST shipmentDocument` (multipart: bookingId,
// kind, file), `GET shipmentDocument-list` (bookingId), `GET shipmentDocument-file` (id: the stored bytes),
// `DELETE shipmentDocument` (id). The forwarder's (issue 47): what its staff issue to the customer's booking
// from the Booking Review screen (bill of lading, waybill, arrival notice, customs release, delivery order),
// the same four calls under `forwarderDocument`; each such document is a "document ready" alert (the
// outbox trigger of migration 0301). One list: each desk reads the booking's documents of both, and deletes
// only its own side's. The bytes are kept in the database (every replica serves them); the type is what the
// content shows (magic bytes), never the name or the client's Content-Type. A booking is reached only
// through its desk's scope (a customer: the engine's scope of bookings, another company's is not found;
// the staff: the review queue's, any company's booking past the draft); uploads and deletes are audited.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Principal, RouteAccess } from '../../auth/access';
import { recordAudit } from '../../audit/auditLog';
import type { Database } from '../../db/schema';
import { arrayOf, answers, BOOLEAN, exactObject, fileAnswers, INTEGER, TEXT, TIME } from '../../http/answerSchemas';
import { ApiError, forbidden, invalidInput, notFound } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { okWithMessage, ok } from '../../http/reply';
import { translate } from '../../i18n/translate';
import { fieldValue, singleFile, uploadTooLarge, type UploadLimit } from '../../resources/multipartBody';
import { companyUserOf } from '../../resources/records/scope';
import { rowIdOf } from '../../resources/columnBounds';
import { bookingInScope } from './bookingInScope';
import { accessOf } from '../../resources/registry';
import type { ResourceDef } from '../../resources/types';
import { zipEntries } from '../../resources/zipEntries';
import { fileField, intText, multipartSchema, querySchema } from '../../routes/schemaParts';
import { BUILTIN_ROLES } from '../../seed/menus';
import type { Language } from '../../../shared/constants';
import { ExceptionCode } from '../../../shared/wire/envelope';
import { PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE } from '../../../shared/wire/fileAnswer';
import { Calls } from '../../../shared/wire/calls';

/** What a customer uploads. */
export const CUSTOMER_DOCUMENT_KINDS = ['COMMERCIAL_INVOICE', 'PACKING_LIST', 'CERTIFICATE', 'OTHER'] as const;
/** What the forwarder issues to a customer's booking (DCSA's transport documents, IATA's air waybill, and the papers of arrival). */
export const FORWARDER_DOCUMENT_KINDS = ['BILL_OF_LADING', 'SEA_WAYBILL', 'AIR_WAYBILL', 'RAIL_CONSIGNMENT_NOTE', 'ARRIVAL_NOTICE', 'CUSTOMS_RELEASE', 'DELIVERY_ORDER', 'OTHER'] as const;
/** Every kind a stored document may have (migration 0301's check). */
export const SHIPMENT_DOCUMENT_KINDS = [...new Set([...CUSTOMER_DOCUMENT_KINDS, ...FORWARDER_DOCUMENT_KINDS])];
/** The largest document: 20 MB (issue 46). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** The body may hold the fields and the multipart framing beside a document of the full size. */
const UPLOAD_LIMIT: UploadLimit = { maxBytes: MAX_DOCUMENT_BYTES + 64 * 1024, tooLarge: 'shipmentDocument.tooLarge' };

export interface DetectedType {
  mediaType: string;
  /** The extensions a name of this type ends in; the first is added to a name that claims another. */
  extensions: string[];
}

const PDF: DetectedType = { mediaType: PDF_MEDIA_TYPE, extensions: ['pdf'] };
const PNG: DetectedType = { mediaType: 'image/png', extensions: ['png'] };
const JPEG: DetectedType = { mediaType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
const XLSX: DetectedType = { mediaType: XLSX_MEDIA_TYPE, extensions: ['xlsx'] };
const CSV: DetectedType = { mediaType: 'text/csv', extensions: ['csv'] };

const startsWith = (content: Buffer, bytes: number[]) => content.length >= bytes.length && bytes.every((b, i) => content[i] === b);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The document's type by its content alone, or null when it is none of the accepted ones. */
export function detectDocumentType(content: Buffer): DetectedType | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(content, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(content, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip is an xlsx only when its directory holds the workbook part; any other zip is refused.
    try {
      return zipEntries(content).has('xl/workbook.xml') ? XLSX : null;
    } catch {
      return null;
    }
  }
  // Text: valid UTF-8 without NUL bytes (a renamed binary has both).
  if (content.includes(0)) return null;
  try {
    utf8.decode(content);
    return CSV;
  } catch {
    return null;
  }
}

/** The name as stored: no folders, no control characters, at most 255 characters, with the detected type's extension. */
export function storedFileName(original: string, type: DetectedType): string {
  // eslint-disable-next-line no-control-regex
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const extension = /\.([A-Za-z0-9]+)$/.exec(base)?.[1]?.toLowerCase();
  const named = base === '' ? `document.${type.extensions[0]}` : extension && type.extensions.includes(extension) ? base : `${base}.${type.extensions[0]}`;
  return [...named].length <= 255 ? named : [...named].slice(-255).join('');
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form (no header injection, no lost characters). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

interface DocumentRow {
  id: number;
  booking_id: number;
  kind: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by: number;
  uploaded_at: Date | string;
  uploader: string | null;
  issued_by_forwarder: boolean;
}

const DOCUMENT = exactObject({
  id: INTEGER,
  bookingId: INTEGER,
  kind: { type: 'string', enum: [...SHIPMENT_DOCUMENT_KINDS] },
  fileName: TEXT,
  mediaType: TEXT,
  size: INTEGER,
  sha256: TEXT,
  uploadedBy: { ...TEXT, nullable: true },
  uploadedAt: TIME,
  issuedByForwarder: BOOLEAN,
  canDelete: BOOLEAN,
});

const answerOf = (row: DocumentRow, deletable: boolean) => ({
  id: Number(row.id),
  bookingId: Number(row.booking_id),
  kind: row.kind,
  fileName: row.file_name,
  mediaType: row.media_type,
  size: Number(row.size_bytes),
  sha256: row.sha256.trim(),
  uploadedBy: row.uploader,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
  issuedByForwarder: row.issued_by_forwarder === true,
  canDelete: deletable,
});

const SELECT = sql`d.id, d.booking_id, d.kind, d.file_name, d.media_type, d.size_bytes, d.sha256, d.uploaded_by, d.uploaded_at, d.issued_by_forwarder,
  COALESCE(NULLIF(u.real_name, ''), u.account) AS uploader
  FROM shipment_documents d LEFT JOIN users u ON u.id = d.uploaded_by`;

/** Company administrators (the built-in customer administrator role) may delete any of their company's documents. */
async function isCompanyAdmin(db: Kysely<Database>, principal: Principal): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`SELECT 1 AS one FROM users u JOIN roles r ON r.id = u.cus_role_id WHERE u.id = ${principal.userId} AND r.role_cd = ${BUILTIN_ROLES.customerAdmin}`.execute(db);
  return rows.length > 0;
}

/** One desk working on bookings' documents: its calls, the bookings it reaches, what it uploads and may delete. */
interface DocumentDesk {
  /** The audit log's resource and the OpenAPI tag. */
  resource: string;
  paths: { list: string; upload: string; file: string };
  /** The bookings the desk reaches, by their resource's scope for the caller. */
  bookings: ResourceDef;
  kinds: readonly string[];
  badKind: string;
  /** What the desk uploads is the forwarder's (a "document ready" alert) or the customer's. */
  issuedByForwarder: boolean;
  access: { reading: RouteAccess; writing: RouteAccess };
  /** The caller, refused when not of the desk's kind of user. */
  callerOf(request: FastifyRequest): Principal;
  /**
   * Whether the caller may delete documents: a function of the row, asked once per call (null: the
   * refusal's message key, for a row that is not theirs to delete).
   */
  deleter(db: Kysely<Database>, principal: Principal): Promise<(row: DocumentRow) => string | null>;
  who: string;
}

/** A company's users: their own uploads; a company administrator any of the company's; the forwarder's never. */
const customerDesk = (bookings: ResourceDef): DocumentDesk => ({
  resource: 'shipmentDocument',
  paths: { list: Calls.shipmentDocumentList, upload: Calls.shipmentDocument, file: Calls.shipmentDocumentFile },
  bookings,
  kinds: CUSTOMER_DOCUMENT_KINDS,
  badKind: 'shipmentDocument.badKind',
  issuedByForwarder: false,
  access: { reading: accessOf(bookings, 'read'), writing: accessOf(bookings, 'update') },
  callerOf: companyUserOf,
  async deleter(db, principal) {
    const admin = await isCompanyAdmin(db, principal);
    return (row) => (row.issued_by_forwarder ? 'shipmentDocument.issuedByForwarder' : admin || Number(row.uploaded_by) === principal.userId ? null : 'shipmentDocument.notYours');
  },
  who: "a company's user (the booking's company)",
});

/** The forwarder's staff, on the review queue's bookings: what they issue, and delete only that. */
const forwarderDesk = (reviews: ResourceDef, access: DocumentDesk['access']): DocumentDesk => ({
  resource: 'forwarderDocument',
  paths: { list: Calls.forwarderDocumentList, upload: Calls.forwarderDocument, file: Calls.forwarderDocumentFile },
  bookings: reviews,
  kinds: FORWARDER_DOCUMENT_KINDS,
  badKind: 'forwarderDocument.badKind',
  issuedByForwarder: true,
  access,
  callerOf: (request) => {
    if (request.principal?.kind !== 'admin') throw forbidden();
    return request.principal;
  },
  deleter: async () => (row) => (row.issued_by_forwarder ? null : 'forwarderDocument.customersOwn'),
  who: "the forwarder's staff (any company's booking past the draft)",
});

const badField = (field: string, language: Language, key: string) => invalidInput([{ field, message: translate(language, key) }]);

/** A live document whose booking the desk's caller reaches, else not found. */
async function documentOf(db: Kysely<Database>, desk: DocumentDesk, principal: Principal, id: number, lock = false): Promise<DocumentRow> {
  const { rows } = await sql<DocumentRow>`SELECT ${SELECT} WHERE d.id = ${id} AND d.deleted_at IS NULL ${lock ? sql`FOR UPDATE OF d` : sql``}`.execute(db);
  if (!rows[0]) throw notFound();
  await bookingInScope(db, desk.bookings, principal, Number(rows[0].booking_id));
  return rows[0];
}

/**
 * The customer's desk over the booking resource and, given the review queue and who holds its screen,
 * the forwarder's.
 */
export function registerShipmentDocuments(app: FastifyInstance, bookings: ResourceDef, forwarder?: { reviews: ResourceDef; access: DocumentDesk['access'] }): void {
  registerDesk(app, customerDesk(bookings));
  if (forwarder) registerDesk(app, forwarderDesk(forwarder.reviews, forwarder.access));
}

function registerDesk(app: FastifyInstance, desk: DocumentDesk): void {
  const db = app.resourceEngine.database as unknown as Kysely<Database>;
  const tags = [desk.resource];
  const kindsText = desk.kinds.join(', ');

  app.get(
    desk.paths.list,
    {
      config: { access: desk.access.reading },
      schema: {
        tags,
        summary: `A booking's documents, the customer's and the forwarder's, newest first, for ${desk.who}: who uploaded each and when, its name, kind, size and type (never the bytes); \`canDelete\`: the caller may delete it`,
        querystring: querySchema({ bookingId: intText('the booking') }, ['bookingId']),
        response: answers(exactObject({ result: arrayOf(DOCUMENT) })),
      },
    },
    async (request) => {
      const principal = desk.callerOf(request);
      const bookingId = rowIdOf((request.query as Record<string, unknown>).bookingId);
      if (bookingId === null) throw badField('bookingId', requestLanguage(request), 'shipmentDocument.badBooking');
      await bookingInScope(db, desk.bookings, principal, bookingId);
      const { rows } = await sql<DocumentRow>`SELECT ${SELECT} WHERE d.booking_id = ${bookingId} AND d.deleted_at IS NULL ORDER BY d.id DESC`.execute(db);
      const refusal = await desk.deleter(db, principal);
      return ok({ result: rows.map((row) => answerOf(row, refusal(row) === null)) });
    },
  );

  app.post(
    desk.paths.upload,
    {
      config: { access: desk.access.writing, upload: UPLOAD_LIMIT },
      schema: {
        tags,
        summary: `Upload a document to a booking, as ${desk.who} (multipart: bookingId, kind among ${kindsText}, file): pdf, xlsx, csv, jpeg or png by its content, at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB; a larger body is refused with 413 before it is held${desk.issuedByForwarder ? '; the booking\'s company is told the document is ready (e-mail, in-app message, webhook, as each subscribed)' : ''}`,
        querystring: querySchema(),
        multipart: multipartSchema(
          { bookingId: intText('the booking'), kind: { type: 'string', enum: [...desk.kinds] }, file: fileField('the document: pdf, xlsx, csv, jpeg or png') },
          ['bookingId', 'kind', 'file'],
        ),
        consumes: ['multipart/form-data'],
        response: answers(DOCUMENT),
      },
    },
    async (request) => {
      const principal = desk.callerOf(request);
      const language = requestLanguage(request);
      const body = request.body;
      const bookingId = rowIdOf(fieldValue(body, 'bookingId'));
      if (bookingId === null) throw badField('bookingId', language, 'shipmentDocument.badBooking');
      const kind = fieldValue(body, 'kind');
      if (typeof kind !== 'string' || !desk.kinds.includes(kind)) throw badField('kind', language, desk.badKind);
      const part = singleFile(body, 'file');
      if (!part) throw badField('file', language, 'shipmentDocument.noFile');
      await bookingInScope(db, desk.bookings, principal, bookingId);
      if (part.content.length > MAX_DOCUMENT_BYTES) throw uploadTooLarge({ ...UPLOAD_LIMIT, maxBytes: MAX_DOCUMENT_BYTES });
      if (part.content.length === 0) throw badField('file', language, 'shipmentDocument.empty');
      const type = detectDocumentType(part.content);
      if (!type) throw invalidInput([{ field: 'file', message: translate(language, 'shipmentDocument.badType') }], 'shipmentDocument.badType');
      const fileName = storedFileName(part.filename, type);
      const sha256 = createHash('sha256').update(part.content).digest('hex');
      const row = await db.transaction().execute(async (trx) => {
        // The booking's company owns the document, whoever uploads it (the forwarder's staff belong to none).
        const { rows } = await sql<{ id: number }>`INSERT INTO shipment_documents (booking_id, customer_id, kind, file_name, media_type, size_bytes, sha256, content, uploaded_by, issued_by_forwarder)
          SELECT b.id, b.customer_id, ${kind}, ${fileName}, ${type.mediaType}, ${part.content.length}, ${sha256}, ${part.content}, ${principal.userId}, ${desk.issuedByForwarder}
          FROM bookings b WHERE b.id = ${bookingId} RETURNING id`.execute(trx);
        if (!rows[0]) throw notFound();
        const id = Number(rows[0].id);
        await recordAudit(trx, principal, { resource: desk.resource, operation: 'create', recordId: id, after: { bookingId, kind, fileName, mediaType: type.mediaType, size: part.content.length, sha256 } });
        return documentOf(trx, desk, principal, id);
      });
      return okWithMessage(request, answerOf(row, true), 'shipmentDocument.uploaded', { name: fileName });
    },
  );

  app.get(
    desk.paths.file,
    {
      config: { access: desk.access.reading },
      schema: {
        tags,
        summary: `One document of a booking the caller reaches (${desk.who}): its exact bytes, as its detected media type, named by Content-Disposition`,
        querystring: querySchema({ id: intText('the document') }, ['id']),
        response: fileAnswers('the document as uploaded', Object.fromEntries([PDF, PNG, JPEG, XLSX, CSV].map((t) => [t.mediaType, { type: 'string', format: 'binary' }]))),
      },
    },
    async (request, reply: FastifyReply) => {
      const principal = desk.callerOf(request);
      const id = rowIdOf((request.query as Record<string, unknown>).id);
      if (id === null) throw badField('id', requestLanguage(request), 'shipmentDocument.badId');
      const row = await documentOf(db, desk, principal, id);
      const { rows } = await sql<{ content: Uint8Array }>`SELECT content FROM shipment_documents WHERE id = ${id}`.execute(db);
      const content = Buffer.from(rows[0].content);
      reply.header('content-type', row.media_type);
      reply.header('content-disposition', contentDisposition(row.file_name));
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(content);
    },
  );

  app.delete(
    desk.paths.upload,
    {
      config: { access: desk.access.writing },
      schema: {
        tags,
        summary: desk.issuedByForwarder
          ? "Delete a document the forwarder issued (id); a customer's own upload is theirs. It leaves the list and the audit log keeps it"
          : 'Delete an uploaded document (id): its uploader or a company administrator, never one the forwarder issued; it leaves the list and the audit log keeps it',
        querystring: querySchema({ id: intText('the document') }, ['id']),
        response: answers(exactObject({ deleted: INTEGER })),
      },
    },
    async (request) => {
      const principal = desk.callerOf(request);
      const id = rowIdOf((request.query as Record<string, unknown>).id);
      if (id === null) throw badField('id', requestLanguage(request), 'shipmentDocument.badId');
      const row = await db.transaction().execute(async (trx) => {
        const found = await documentOf(trx, desk, principal, id, true);
        const refusal = (await desk.deleter(trx, principal))(found);
        if (refusal !== null) throw new ApiError(ExceptionCode.Forbidden, refusal);
        await sql`UPDATE shipment_documents SET deleted_at = now(), deleted_by = ${principal.userId} WHERE id = ${id}`.execute(trx);
        const { canDelete: _mayDelete, ...before } = answerOf(found, true);
        await recordAudit(trx, principal, { resource: desk.resource, operation: 'delete', recordId: id, before });
        return found;
      });
      return okWithMessage(request, { deleted: 1 }, 'shipmentDocument.deleted', { name: row.file_name });
    },
  );
}
