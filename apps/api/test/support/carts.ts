import type { Response, Test } from 'supertest';
import type { SignedInCustomer } from './account-sessions';
import type { TestApp } from './test-app';

export const CART = '/api/ecom/v1.0';

/** A seeded product autoship is offered for (the shop's own dry food) and one it is not (treats). */
export const ELIGIBLE_HANDLE = 'dog-adult-chicken-barley-dry';
export const ONE_TIME_ONLY_HANDLE = 'dog-soft-baked-naturals-treats';

export interface SeededVariant {
  merchandiseId: string;
  sku: string;
  priceCents: number;
  weight: number;
  weightUnit: string;
  productType: string;
}

/** The variants of a seeded product, read through the catalogue call the storefront uses. */
export async function variantsOf(t: TestApp, handle: string): Promise<SeededVariant[]> {
  const res = await t.http.get('/api/ecom/v1.0/get-product-by-handle').query({ handle }).expect(200);
  return (
    res.body.variants as {
      adminGraphqlId: string;
      sku: string;
      price: { amount: string };
      weight: number;
      weightUnit: string;
      inStock: boolean;
    }[]
  )
    .filter((v) => v.inStock)
    .map((v) => ({
      merchandiseId: v.adminGraphqlId,
      sku: v.sku,
      priceCents: Math.round(Number(v.price.amount) * 100),
      weight: v.weight,
      weightUnit: v.weightUnit,
      productType: res.body.productType as string,
    }));
}

/** The first autoship plan a SKU is offered with. */
export async function firstPlanOf(t: TestApp, sku: string): Promise<string> {
  const res = await t.http.post('/api/get-ordergroove-product-by-sku').send({ sku }).expect(200);
  return res.body.sellingPlans[0].id as string;
}

/** A cart call as a guest of the consumer site, or as a signed-in customer (Bearer token, their host). */
export function cartCall(t: TestApp, who: SignedInCustomer | null, call: string, body: object): Test {
  const request = t.http.post(`${CART}/${call}`);
  if (who) return request.set('Host', who.host).set('Authorization', `Bearer ${who.token}`).send(body);
  return request.set('Host', 'localhost').send(body);
}

/** A new cart with these lines; fails the test unless created. */
export async function newCart(
  t: TestApp,
  who: SignedInCustomer | null,
  lineItems: object[] = [],
): Promise<{ id: string; res: Response }> {
  const res = await cartCall(t, who, 'create-cart', { lineItems });
  if (res.status !== 200) throw new Error(`create-cart answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body.id as string, res };
}
