// `POST systemMessage/send`: one home message per recipient (home_messages.user_id), in the message's
// languages, so each finds it in their home messages and marks it read there (a real-time hub pushes
// what is written to home_messages). Every recipient must be a known, active account, or nothing is sent.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/schema';
import { invalidInput, notFound } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import type { ResourceAction } from '../../resources/types';
import { exactObject, INTEGER } from '../../http/answerSchemas';
import { ROW_ID } from '../../resources/columnBounds';

export const sendAction: ResourceAction = {
  name: 'send',
  answer: { schema: exactObject({ sent: INTEGER }) },
  summary: 'Send the system message to its recipients (data: {"id"}); answers { sent }',
  payloadSchema: { type: 'object', required: ['id'], properties: { id: ROW_ID }, additionalProperties: false },
  run: ({ db, language }, raw) => sendSystemMessage(db, (raw as { id: number }).id, language),
};

export async function sendSystemMessage(db: Kysely<Database>, id: number, language: Language): Promise<{ sent: number }> {
  const message = await db.selectFrom('system_messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!message) throw notFound();
  if (message.sent_at) throw invalidInput([{ field: '/id', message: translate(language, 'message.alreadySent') }], 'message.alreadySent');
  const accounts = (await db.selectFrom('system_message_recipients').select('account').where('parent_id', '=', id).orderBy('line_no').execute()).map((r) => r.account);
  if (accounts.length === 0) throw invalidInput([{ field: '/recipients', message: translate(language, 'message.noRecipients') }], 'message.noRecipients');
  const users = await db.selectFrom('users').select(['id', 'account', 'user_type', 'customer_id']).where('account', 'in', accounts).where('is_active', '=', true).execute();
  const known = new Set(users.map((u) => u.account));
  const unknown = accounts.filter((a) => !known.has(a));
  if (unknown.length) throw invalidInput([{ field: '/recipients', message: translate(language, 'message.unknownRecipients', { accounts: unknown.join(', ') }) }], 'message.unknownRecipients', { accounts: unknown.join(', ') });
  const translations = JSON.stringify(message.title_zh || message.content_zh ? { zh: { title: message.title_zh ?? message.title, content: message.content_zh ?? message.content ?? '' } } : {});
  await db
    .insertInto('home_messages')
    .values(
      users.map((u) => ({
        audience: u.user_type === 'admin' ? ('admin' as const) : ('customer' as const),
        customer_id: u.customer_id,
        user_id: u.id,
        system_message_id: id,
        title: message.title,
        content: message.content ?? '',
        translations,
      })),
    )
    .execute();
  await db.updateTable('system_messages').set({ sent_at: new Date(), version: message.version + 1, updated_at: new Date() }).where('id', '=', id).execute();
  return { sent: users.length };
}
