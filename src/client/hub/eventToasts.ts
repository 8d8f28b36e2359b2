// Hub events as toasts. Events of one topic that come faster than one per half second (a forwarder
// confirming a batch of bookings) share one toast, "3 bookings updated", updated as each comes and shown
// at once: one toast each, the toaster (4 at a time, 5 s each) showed the fifth seconds after it came.
import { TOAST_MS } from '../../shared/constants';
import { notify } from '../api/notify';
import i18n from '../i18n/i18n';

/** Events of one topic closer than this to the one before are grouped with it. */
export const GROUP_WITHIN_MS = 500;

interface Burst {
  last: number;
  count: number;
  group: string;
}

/** The function that shows one event's toast (`text`, already worded); `now` is injectable for tests. */
export function createEventToasts(now: () => number = () => performance.now()): (topic: string, text: string) => void {
  const bursts = new Map<string, Burst>();
  let serial = 0;
  return (topic, text) => {
    const at = now();
    const burst = bursts.get(topic);
    if (burst && at - burst.last < GROUP_WITHIN_MS) {
      burst.last = at;
      burst.count += 1;
      const key = i18n.exists(`hub.toast.grouped.${topic}`) ? `hub.toast.grouped.${topic}` : 'hub.toast.grouped.other';
      notify('info', i18n.t(key, { n: burst.count }), TOAST_MS, burst.group);
      return;
    }
    const group = `hub-${topic}-${++serial}`;
    bursts.set(topic, { last: at, count: 1, group });
    notify('info', text, TOAST_MS, group);
  };
}
