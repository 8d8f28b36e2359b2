// The shell's own reads of the spec's named calls (the dashboard's cards, the home page's announcements,
// the hub's unread count) as queries of the query layer, keyed by their path ([resource, 'call', …]), so a
// write or a hub event of their resource asks them again. Asked afresh on each visit, as they always were;
// a screen's first calls hand theirs over (responseCache.ts HANDOVER_MS). Failures are quiet: a card whose
// source does not answer is left out.
import { queryOptions } from '@tanstack/react-query';
import { Calls } from '../../shared/wire/calls';
import type { ListResult } from '../../shared/wire/envelope';
import { fetchHomeMessages, type HomeMessage } from './authCalls';
import { readKeys } from './queryKeys';
import { request } from './request';
import { HANDOVER_MS } from './responseCache';
import { appQueryClient } from './queryClient';

const fresh = { staleTime: HANDOVER_MS, meta: { fresh: true } } as const;

/** The newest `size` of the user's messages. */
export const homeMessagesRead = (size: number) =>
  queryOptions<ListResult<HomeMessage>>({
    queryKey: readKeys.call(Calls.homeMessages, { current: 1, size }),
    queryFn: ({ signal }) => fetchHomeMessages(size, true, signal),
    ...fresh,
  });

/** The announcements the signed-in user may read now. */
export const currentAnnouncementsRead = () =>
  queryOptions<unknown>({
    queryKey: readKeys.call(Calls.currentAnnouncements),
    queryFn: async ({ signal }) => (await request<unknown>(Calls.currentAnnouncements, { silent: true, signal })) ?? null,
    ...fresh,
  });

/** The announcements for every visitor of the home page. */
export const publicAnnouncementsRead = () =>
  queryOptions<unknown>({
    queryKey: readKeys.call(Calls.publicAnnouncements),
    queryFn: async ({ signal }) => (await request<unknown>(Calls.publicAnnouncements, { silent: true, signal })) ?? null,
    ...fresh,
  });

/** The signed-in customer user's alert settings (issue 47; server domains/notifications/settingsRoutes.ts). */
export interface AlertSettings {
  language: string;
  email: string[];
  app: string[];
  etaHours: number;
  kinds: string[];
  saved: boolean;
}

export const alertSettingsRead = () =>
  queryOptions<AlertSettings | null>({
    queryKey: readKeys.call(Calls.notificationSettings),
    queryFn: async ({ signal }) => (await request<AlertSettings>(Calls.notificationSettings, { silent: true, signal })) ?? null,
  });

/** Saves what changed; the answer (the whole settings) becomes the read's value. */
export async function saveAlertSettings(change: Partial<Pick<AlertSettings, 'language' | 'email' | 'app' | 'etaHours'>>): Promise<AlertSettings | null> {
  const answer = await request<AlertSettings>(Calls.notificationSettings, { method: 'PUT', data: { data: JSON.stringify(change) }, announce: false });
  if (answer) appQueryClient().setQueryData(alertSettingsRead().queryKey, answer);
  return answer ?? null;
}
