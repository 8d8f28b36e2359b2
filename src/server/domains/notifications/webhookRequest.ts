// One webhook delivery on the wire: a POST of the signed body to the endpoint, answering the status code.
// Node's http(s) client rather than fetch, because only it takes our own `lookup`: the connection goes to
// an address webhookTargets.ts checked, never to one a second resolution might give (DNS rebinding). A
// redirect is an answer (its status), not a place to send the body to; a fresh connection each time, so no
// pooled socket skips the check.
import http from 'node:http';
import https from 'node:https';
import { addressRefusal, deliveryLookup } from './webhookTargets';

export interface DeliveryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** F9_WEBHOOK_PRIVATE_TARGETS: private and loopback addresses allowed (tests, development). */
  privateTargets: boolean;
}

/** POSTs the body; the answer's status code, or a rejection (refused target, network error, timeout). */
export function postDelivery(delivery: DeliveryRequest): Promise<number> {
  const url = new URL(delivery.url);
  const refused = addressRefusal(url.hostname, delivery.privateTargets);
  if (refused) return Promise.reject(refused);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...delivery.headers, 'content-length': String(Buffer.byteLength(delivery.body)) },
        lookup: deliveryLookup(delivery.privateTargets) as never,
        agent: false,
        signal: AbortSignal.timeout(delivery.timeoutMs),
      },
      (response) => {
        // The answer's body is not read: its status is the whole answer.
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(delivery.body);
  });
}
