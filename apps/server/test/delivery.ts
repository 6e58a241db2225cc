import { expect } from 'vitest';
import { DeliveryError } from '../src/alerts/channels/delivery.ts';

/** The DeliveryError a channel's send failed with (the test fails when it resolved or threw anything else). */
export async function deliveryFailure(promise: Promise<unknown>): Promise<DeliveryError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeliveryError);
  return err as DeliveryError;
}
