import type { PlacedOrderDto } from '@shop/api-client';

/**
 * The confirmation page shows the order place-order answered: a guest has no account to read it
 * from again, so the answer is kept for this tab (session storage), with whether its purchase event
 * was reported, so a reload shows the order again without reporting the sale twice.
 */
const PREFIX = 'checkout_confirmation:';

interface StoredConfirmation {
  order: PlacedOrderDto;
  purchaseReported: boolean;
}

/** The id in the confirmation page's address: the order's UUID without the 'gid://shop/Order/' prefix. */
export function confirmationIdOf(orderId: string): string {
  return orderId.slice(orderId.lastIndexOf('/') + 1);
}

function isPlacedOrder(value: unknown): value is PlacedOrderDto {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Partial<Record<keyof PlacedOrderDto, unknown>>;
  return (
    typeof order.id === 'string' &&
    typeof order.number === 'string' &&
    typeof order.email === 'string' &&
    Array.isArray(order.lines) &&
    typeof order.totals === 'object' &&
    order.totals !== null &&
    typeof order.shippingAddress === 'object' &&
    order.shippingAddress !== null
  );
}

function read(confirmationId: string): StoredConfirmation | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(PREFIX + confirmationId) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { order, purchaseReported } = parsed as { order?: unknown; purchaseReported?: unknown };
    if (!isPlacedOrder(order) || confirmationIdOf(order.id) !== confirmationId) return null;
    return { order, purchaseReported: purchaseReported === true };
  } catch {
    return null;
  }
}

function write(entry: StoredConfirmation): void {
  try {
    window.sessionStorage.setItem(PREFIX + confirmationIdOf(entry.order.id), JSON.stringify(entry));
  } catch {
    // Without storage the page still shows the order it was handed; a reload shows less.
  }
}

/** Keeps a just-placed order for its confirmation page (its purchase not reported yet). */
export function storePlacedOrder(order: PlacedOrderDto): void {
  if (read(confirmationIdOf(order.id))) return;
  write({ order, purchaseReported: false });
}

/** The placed order of this tab with that confirmation id; null for another tab's or a made-up id. */
export function readPlacedOrder(confirmationId: string): PlacedOrderDto | null {
  return read(confirmationId)?.order ?? null;
}

/**
 * Marks the order's purchase as reported; true only the first time, so the caller pushes the event
 * exactly once however often the page is shown.
 */
export function claimPurchaseReport(confirmationId: string): boolean {
  const entry = read(confirmationId);
  if (!entry || entry.purchaseReported) return false;
  write({ ...entry, purchaseReported: true });
  return true;
}
