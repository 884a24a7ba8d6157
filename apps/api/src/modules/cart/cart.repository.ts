import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import type { SiteId } from '@shop/identity';
import { cartLines, carts, type CartAttribute, type CartLineRow, type CartRow } from './cart.schema';
import type { PlannedLine } from './cart-line-changes';

/** Who may reach a cart: its site, and a guest's cart or the caller's own. */
export interface CartScope {
  site: SiteId;
  /** The signed-in caller's customer id; null for a guest, who reaches guest carts only. */
  customerId: string | null;
}

export interface StoredCart {
  cart: CartRow;
  /** In display order. */
  lines: CartLineRow[];
}

/** The cart's own fields a write may change (the version and updated_at move by themselves). */
export type CartPatch = Partial<
  Pick<CartRow, 'customerId' | 'email' | 'phone' | 'countryCode' | 'note' | 'attributes' | 'discountCodes'>
>;

export interface CartWrite {
  patch: CartPatch;
  upserted: PlannedLine[];
  deletedIds: string[];
}

/** The Drizzle queries of carts and cart_lines; every read is scoped by site, status and owner. */
@Injectable()
export class CartRepository {
  /** The hot read of every cart call, prepared once so its SQL is not rebuilt per request. */
  private readonly findGuestCart;
  private readonly findCustomerCart;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.findGuestCart = this.activeCartQuery('cart_find_active_guest', null);
    this.findCustomerCart = this.activeCartQuery('cart_find_active_customer', sql.placeholder('customerId'));
  }

  /**
   * An active cart of the scope with its lines, in one query; undefined for anything else
   * (unknown, completed, another site's, another customer's, a customer's cart asked for by a
   * guest). `lock` takes the cart's row lock in the caller's transaction (checkout).
   */
  async findActive(
    token: string,
    scope: CartScope,
    options: { db?: Database; lock?: boolean } = {},
  ): Promise<StoredCart | undefined> {
    let rows: { cart: CartRow; line: CartLineRow | null }[];
    if (!options.db && !options.lock) {
      rows =
        scope.customerId === null
          ? await this.findGuestCart.execute({ token, site: scope.site })
          : await this.findCustomerCart.execute({ token, site: scope.site, customerId: scope.customerId });
    } else {
      const query = (options.db ?? this.db)
        .select({ cart: carts, line: cartLines })
        .from(carts)
        .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
        .where(
          and(
            eq(carts.id, token),
            eq(carts.site, scope.site),
            eq(carts.status, 'active'),
            ownedBy(scope.customerId),
          ),
        )
        .orderBy(asc(cartLines.position));
      rows = options.lock ? await query.for('update', { of: carts }) : await query;
    }
    if (rows.length === 0) return undefined;
    return { cart: rows[0].cart, lines: rows.flatMap((r) => (r.line ? [r.line] : [])) };
  }

  private activeCartQuery(name: string, customerId: ReturnType<typeof sql.placeholder> | null) {
    return this.db
      .select({ cart: carts, line: cartLines })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(
        and(
          eq(carts.id, sql.placeholder('token')),
          eq(carts.site, sql.placeholder('site')),
          eq(carts.status, 'active'),
          customerId === null
            ? isNull(carts.customerId)
            : or(isNull(carts.customerId), eq(carts.customerId, customerId)),
        ),
      )
      .orderBy(asc(cartLines.position))
      .prepare(name);
  }

  /** A new cart with its first lines, in one transaction. */
  async create(cart: typeof carts.$inferInsert, lines: PlannedLine[]): Promise<CartRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(carts).values(cart).returning();
      if (lines.length) await tx.insert(cartLines).values(lines.map((l) => lineRow(row.id, l)));
      return row;
    });
  }

  /**
   * Applies a write to the cart as it was at `version`, in one transaction: false (and nothing
   * written) when another write got there first, so the caller re-reads and plans again.
   */
  async write(token: string, version: number, change: CartWrite): Promise<CartRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(carts)
        .set({ ...change.patch, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(carts.id, token), eq(carts.version, version), eq(carts.status, 'active')))
        .returning();
      if (!row) return undefined;
      if (change.deletedIds.length)
        await tx
          .delete(cartLines)
          .where(and(eq(cartLines.cartId, token), inArray(cartLines.id, change.deletedIds)));
      if (change.upserted.length)
        await tx
          .insert(cartLines)
          .values(change.upserted.map((l) => lineRow(token, l)))
          .onConflictDoUpdate({
            target: cartLines.id,
            set: {
              quantity: sql`excluded.quantity`,
              sellingPlanId: sql`excluded.selling_plan_id`,
              attributes: sql`excluded.attributes`,
            },
            setWhere: sql`${cartLines.cartId} = excluded.cart_id`,
          });
      return row;
    });
  }

  /** Deletes the cart as it was at `version` (its lines go with it); false when it had moved on. */
  async delete(token: string, version: number): Promise<boolean> {
    const rows = await this.db
      .delete(carts)
      .where(and(eq(carts.id, token), eq(carts.version, version), eq(carts.status, 'active')))
      .returning({ id: carts.id });
    return rows.length > 0;
  }

  /** Marks an active cart completed, in the caller's transaction; its owner, or undefined when none was active. */
  async complete(db: Database, token: string): Promise<{ customerId: string | null } | undefined> {
    const [row] = await db
      .update(carts)
      .set({ status: 'completed', version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(carts.id, token), eq(carts.status, 'active')))
      .returning({ customerId: carts.customerId });
    return row;
  }
}

function lineRow(cartId: string, line: PlannedLine): typeof cartLines.$inferInsert {
  return {
    id: line.id,
    cartId,
    variantId: line.variantId,
    quantity: line.quantity,
    sellingPlanId: line.sellingPlanId,
    attributes: line.attributes as CartAttribute[],
    position: line.position,
  };
}

/** A guest reaches guest carts only; a customer, guest carts and their own. */
function ownedBy(customerId: string | null) {
  return customerId === null
    ? isNull(carts.customerId)
    : or(isNull(carts.customerId), eq(carts.customerId, customerId));
}
