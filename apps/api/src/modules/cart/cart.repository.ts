import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { rowsOf } from '../../platform/database/result-rows';
import type { SiteId } from '@shop/identity';
import { cartLines, carts, type CartLineRow, type CartRow } from './cart.schema';
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

/** A new cart's row: its id and site, and the fields a write may change. */
export type NewCart = Pick<CartRow, 'id' | 'site'> &
  Required<
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
      const db = options.db ?? this.db;
      const active = and(
        eq(carts.id, token),
        eq(carts.site, scope.site),
        eq(carts.status, 'active'),
        ownedBy(scope.customerId),
      );
      // The lock first, on its own: a locking read that joins the lines would, after waiting for a
      // concurrent cart write, re-check the cart's new row but keep the lines it read before the
      // wait (PostgreSQL locks and re-reads only the rows it locks), so checkout could book lines
      // the shopper had already changed. The read after it sees the write that held the lock.
      if (options.lock) {
        const locked = await db.select({ id: carts.id }).from(carts).where(active).for('update');
        if (locked.length === 0) return undefined;
      }
      const query = db
        .select({ cart: carts, line: cartLines })
        .from(carts)
        .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
        .where(active)
        .orderBy(asc(cartLines.position));
      rows = await query;
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

  /**
   * A new cart with its first lines, in one statement (the lines' insert reads the cart's, so a
   * cart never exists half-written).
   */
  async create(cart: NewCart, lines: PlannedLine[]): Promise<void> {
    await this.db.execute(sql`
      with created as (
        insert into ${carts} (id, site, customer_id, email, phone, country_code, note, attributes, discount_codes)
        values (${cart.id}, ${cart.site}, ${cart.customerId}::uuid, ${cart.email}, ${cart.phone},
                ${cart.countryCode}, ${cart.note}, ${json(cart.attributes)}::jsonb, ${json(cart.discountCodes)}::jsonb)
        returning id
      )
      insert into ${cartLines} (id, cart_id, variant_id, quantity, selling_plan_id, attributes, position)
      select line.id, created.id, line.variant_id, line.quantity, line.selling_plan_id, line.attributes, line.position
      from created, ${lineRecords(lines)}`);
  }

  /**
   * Applies a write to the cart as it was at `version`, in ONE statement: the cart's version is
   * bumped only if it is still `version` (a concurrent write's statement waits for the row and
   * then finds it moved on), and the lines are deleted and upserted only if it was. False, and
   * nothing written, when another write got there first: the caller re-reads and plans again, so
   * two adds at once both count.
   */
  async write(token: string, version: number, change: CartWrite): Promise<boolean> {
    const result = await this.db.execute(sql`
      with bumped as (
        update ${carts} set ${patchAssignments(change.patch)}version = version + 1, updated_at = now()
        where id = ${token} and version = ${version} and status = 'active'
        returning id
      ), removed as (
        delete from ${cartLines}
        where cart_id = ${token} and exists (select 1 from bumped)
          and id in (select value::uuid from jsonb_array_elements_text(${json(change.deletedIds)}::jsonb))
      ), upserted as (
        insert into ${cartLines} (id, cart_id, variant_id, quantity, selling_plan_id, attributes, position)
        select line.id, bumped.id, line.variant_id, line.quantity, line.selling_plan_id, line.attributes, line.position
        from bumped, ${lineRecords(change.upserted)}
        on conflict (id) do update
          set quantity = excluded.quantity, selling_plan_id = excluded.selling_plan_id, attributes = excluded.attributes
          where ${cartLines}.cart_id = excluded.cart_id
      )
      select id from bumped`);
    return rowsOf(result).length === 1;
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

const json = (value: unknown) => JSON.stringify(value);

/** Planned lines as a relation `line` of the statement, from one JSON parameter. */
function lineRecords(lines: readonly PlannedLine[]): SQL {
  const records = lines.map((l) => ({
    id: l.id,
    variant_id: l.variantId,
    quantity: l.quantity,
    selling_plan_id: l.sellingPlanId,
    attributes: l.attributes,
    position: l.position,
  }));
  return sql`jsonb_to_recordset(${json(records)}::jsonb) as line(id uuid, variant_id uuid, quantity int, selling_plan_id text, attributes jsonb, position int)`;
}

/** `column = value, ` for each field of the patch (the version and updated_at follow). */
function patchAssignments(patch: CartPatch): SQL {
  const set: SQL[] = [];
  if (patch.customerId !== undefined) set.push(sql`customer_id = ${patch.customerId}::uuid, `);
  if (patch.email !== undefined) set.push(sql`email = ${patch.email}, `);
  if (patch.phone !== undefined) set.push(sql`phone = ${patch.phone}, `);
  if (patch.countryCode !== undefined) set.push(sql`country_code = ${patch.countryCode}, `);
  if (patch.note !== undefined) set.push(sql`note = ${patch.note}, `);
  if (patch.attributes !== undefined) set.push(sql`attributes = ${json(patch.attributes)}::jsonb, `);
  if (patch.discountCodes !== undefined)
    set.push(sql`discount_codes = ${json(patch.discountCodes)}::jsonb, `);
  return sql.join(set);
}

/** A guest reaches guest carts only; a customer, guest carts and their own. */
function ownedBy(customerId: string | null) {
  return customerId === null
    ? isNull(carts.customerId)
    : or(isNull(carts.customerId), eq(carts.customerId, customerId));
}
