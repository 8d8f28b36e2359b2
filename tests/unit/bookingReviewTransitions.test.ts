// The review queue offers confirm, reject and complete where the booking's own status machine allows them:
// its entity's `@transitions` are the booking's for those three, so a row never offers what the server refuses.
import { describe, expect, it } from 'vitest';
import bookingSchema from '../../schemas/entities/booking.schema.json';
import bookingReviewSchema from '../../schemas/entities/bookingReview.schema.json';
import { transitionsOf } from '../../src/shared/entities/transitions';
import type { EntitySchema } from '../../src/server/resources/entityFields';

describe("the review queue's row actions", () => {
  it("are offered from the booking's own from-states", () => {
    const booking = transitionsOf(bookingSchema as EntitySchema)!.from;
    const review = transitionsOf(bookingReviewSchema as unknown as EntitySchema)!.from;
    expect(Object.keys(review).sort()).toEqual(['complete', 'confirm', 'reject']);
    for (const action of ['confirm', 'reject', 'complete']) expect(review[action], action).toEqual(booking[action]);
  });
});
