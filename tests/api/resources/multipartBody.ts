// An import call as the browser client makes it: a multipart body with the string fields (mode)
// and one file part, signed over the query and the string fields (src/client/api/request.ts).
import { formatChinaTimestamp } from '../../../src/shared/wire/chinaTime';
import type { ApiEnvelope } from '../../../src/shared/wire/envelope';
import { API_PREFIX } from '../../../src/shared/wire/params';
import { signFields } from '../../../src/shared/wire/sign';
import { TEST_SIGN_SECRET, type TestContext } from '../support/testContext';

export interface MultipartCall {
  token: string;
  fields: Record<string, string>;
  file?: { filename: string; content: Buffer | string; contentType?: string };
  culture?: string;
  /** 'false' for an administrator's import. */
  customer?: string;
  /** Sign as if these were the fields (to show tampering is refused). */
  signedFields?: Record<string, string>;
}

export function multipartBody(fields: Record<string, string>, file?: MultipartCall['file']): { payload: Buffer; contentType: string } {
  const boundary = `----f9test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function multipartCall<T>(t: TestContext, path: string, call: MultipartCall): Promise<{ status: number; body: ApiEnvelope<T> }> {
  const query: Record<string, string> = { tokenid: call.token, companyid: '0', timestamp: formatChinaTimestamp(), culture: call.culture ?? 'en-US', customer: call.customer ?? 'true' };
  query.hash = signFields(TEST_SIGN_SECRET, query, call.signedFields ?? call.fields);
  const { payload, contentType } = multipartBody(call.fields, call.file);
  const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}${path}?${new URLSearchParams(query)}`, payload, headers: { 'content-type': contentType } });
  t.checkAnswer({ method: 'POST', url: `${API_PREFIX}${path}`, status: res.statusCode, contentType: res.headers['content-type'] as string | undefined, body: res.body });
  return { status: res.statusCode, body: res.json() as ApiEnvelope<T> };
}
