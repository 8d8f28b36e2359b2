// The hub's long poll (where its socket cannot reach: hub/hubClient.ts): a call that waits on purpose,
// never cached, made by the hub session only.
import { Calls } from '../../shared/wire/calls';
import { HUB_LONG_POLL_MS, type HubPollResult } from '../../shared/wire/hub';
import { request } from './request';

export function pollHub(since: number | null): Promise<HubPollResult> {
  return request<HubPollResult>(Calls.hubPoll, { params: since === null ? {} : { since }, silent: true, timeoutMs: HUB_LONG_POLL_MS + 10_000 });
}
