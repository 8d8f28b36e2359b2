// The content resources of the back office (SPEC §2 /systemmanager): the code library, booking
// notes, announcement types, announcements and system messages with the accounts they may go to.
// Administrators write them; customers read the code library and the booking notes on the booking screens.
import announcementSchema from '../../../../schemas/entities/announcement.schema.json';
import announcementTypeSchema from '../../../../schemas/entities/announcementType.schema.json';
import bookingNoteSchema from '../../../../schemas/entities/bookingNote.schema.json';
import codeEntrySchema from '../../../../schemas/entities/codeEntry.schema.json';
import recipientAccountSchema from '../../../../schemas/entities/recipientAccount.schema.json';
import systemMessageSchema from '../../../../schemas/entities/systemMessage.schema.json';
import { translate } from '../../i18n/translate';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { codeEntryInUse } from './codeEntryInUse';
import { sendAction } from './sendSystemMessage';
import type { FrozenCheck, RecordCheck, ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;

const windowCheck: RecordCheck = (record, language) =>
  typeof record.startsAt === 'string' && typeof record.endsAt === 'string' && new Date(record.endsAt) <= new Date(record.startsAt)
    ? [{ field: '/endsAt', message: translate(language, 'announcement.endBeforeStart') }]
    : [];


/** A sent message is in its recipients' home messages already: editing or deleting it would make the record disagree with what they read. */
const sentMessageFrozen: FrozenCheck = (stored) => (stored.sentAt ? { field: 'sentAt', key: 'message.sentNotEditable' } : null);
export const CONTENT_RESOURCES: ResourceDef[] = [
  defineResource({ name: 'codeEntry', schema: entity(codeEntrySchema), writers: 'admin', hooks: { inUse: (ids, { db, language }) => codeEntryInUse(db, ids, language) } }),
  defineResource({ name: 'bookingNote', schema: entity(bookingNoteSchema), writers: 'admin' }),
  defineResource({ name: 'announcementType', schema: entity(announcementTypeSchema), writers: 'admin', readers: 'admin' }),
  defineResource({ name: 'announcement', schema: entity(announcementSchema), writers: 'admin', hooks: { check: windowCheck } }),
  defineResource({ name: 'systemMessage', schema: entity(systemMessageSchema), writers: 'admin', actions: [sendAction], hooks: { frozen: sentMessageFrozen } }),
  // The accounts a system message may go to: a view over the users (migration 0210), for its senders only.
  defineResource({ name: 'recipientAccount', schema: entity(recipientAccountSchema), readOnly: true, writers: 'admin' }),
];
