// What changed, told to every cached answer (DESIGN "A write invalidates every list and record of its
// resource on the page"): every successful write names the resource it changed (its path, and the
// server's CHANGED_RESOURCE_HEADER for another one), the request client announces it here, and so does
// a hub event for what others changed (hub/hubChanges.ts). Each query client invalidates the resource's
// answers by the first element of their key ([resource, kind, params]): the reads shown now ask again at
// once, the others (a kept-alive tab's, hidden meanwhile) when shown again; the session-storage copies go.
// A new culture (another language) changes the server's words in every answer: all are asked again.
import { answerHolders, forgetStored } from './responseCache';

/** A write changed `resource`. */
export function announceChange(resource: string): void {
  forgetStored(resource);
  for (const client of answerHolders()) {
    // A read on its way that no screen shows yet (a screen's first calls) was asked before the write and
    // may not show it: dropped, so its screen asks again. The shown ones are asked again by the invalidation.
    void client.cancelQueries({ queryKey: [resource], type: 'inactive', fetchStatus: 'fetching' });
    void client.invalidateQueries({ queryKey: [resource] });
  }
}

/** The request's culture changed (the user chose another language). */
export function announceCultureChange(): void {
  forgetStored();
  for (const client of answerHolders()) void client.invalidateQueries();
}
