import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { startTestApp, type TestApp } from './support/test-app';

const LIST = '/api/account/pets/list';
const CREATE = '/api/account/pets/create';
const UPDATE = '/api/account/pets/update';
const DELETE = '/api/account/pets/delete';
const SUGGEST = '/api/account/pets/product-suggestions';

const rex = { name: 'Rex', species: 'dog', lifeStage: 'puppy', weight: { value: 12.5, unit: 'lbs' } };
const tom = { name: 'Tom', species: 'cat', lifeStage: 'senior' };

interface Pet {
  id: string;
  name: string;
}

describe("the shopper's pets (POST /api/account/pets/...)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const create = (who: SignedInCustomer, pet: object) => postAs(t, who, CREATE, { pet });
  const petsOf = async (who: SignedInCustomer): Promise<Pet[]> =>
    (await postAs(t, who, LIST).expect(200)).body.pets;

  it('adds, lists, updates and deletes a pet', async () => {
    const ann = await signUpConsumer(t);
    expect(await petsOf(ann)).toEqual([]);
    const created = await create(ann, rex);
    expect(created.status).toBe(200);
    const { id, createdAt } = created.body.pet;
    expect(id).toMatch(/^gid:\/\/shop\/Pet\/[0-9a-f-]{36}$/);
    expect(created.body.pet).toEqual({
      id,
      name: 'Rex',
      species: 'dog',
      lifeStage: 'puppy',
      weight: { value: 12.5, unit: 'lbs' },
      createdAt,
    });
    expect(await petsOf(ann)).toEqual([created.body.pet]);

    const updated = await postAs(t, ann, UPDATE, { id, pet: { ...rex, lifeStage: 'adult', weight: null } });
    expect(updated.status).toBe(200);
    expect(updated.body.pet).toMatchObject({ id, lifeStage: 'adult', weight: null });

    const deleted = await postAs(t, ann, DELETE, { id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deletedPetId: id });
    expect(await petsOf(ann)).toEqual([]);
    expect((await postAs(t, ann, DELETE, { id })).status).toBe(404);
  });

  it('keeps a weight in kg with two decimals', async () => {
    const ann = await signUpConsumer(t);
    const res = await create(ann, { ...tom, weight: { value: 4.25, unit: 'kg' } });
    expect(res.body.pet.weight).toEqual({ value: 4.25, unit: 'kg' });
  });

  it.each([
    [{ ...rex, species: 'cat' }, 'pet.lifeStage'],
    [{ ...tom, lifeStage: 'puppy' }, 'pet.lifeStage'],
    [{ ...rex, name: '   ' }, 'pet.name'],
    [{ ...rex, name: 'Rex\nMax' }, 'pet.name'],
    [{ ...rex, weight: { value: 200, unit: 'kg' } }, 'pet.weight.value'],
  ])('refuses %p with 400 INVALID_PET naming %s', async (pet, field) => {
    const ann = await signUpConsumer(t);
    const res = await create(ann, pet);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_PET');
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([field]);
    expect(await petsOf(ann)).toEqual([]);
  });

  it.each([
    ['no pet', {}],
    ['a hamster', { pet: { ...rex, species: 'hamster' } }],
    ['an unknown life stage', { pet: { ...rex, lifeStage: 'teen' } }],
    ['a 41-character name', { pet: { ...rex, name: 'x'.repeat(41) } }],
    ['a weight of 0', { pet: { ...rex, weight: { value: 0, unit: 'lbs' } } }],
    ['a negative weight', { pet: { ...rex, weight: { value: -3, unit: 'lbs' } } }],
    ['a weight over 350', { pet: { ...rex, weight: { value: 351, unit: 'lbs' } } }],
    ['three decimals', { pet: { ...rex, weight: { value: 1.234, unit: 'lbs' } } }],
    ['a weight as text', { pet: { ...rex, weight: { value: '12', unit: 'lbs' } } }],
    ['ounces', { pet: { ...rex, weight: { value: 12, unit: 'oz' } } }],
    ['a name as a number', { pet: { ...rex, name: 7 } }],
    ['an unknown field', { pet: { ...rex, breed: 'Labrador' } }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_case, body) => {
    const ann = await signUpConsumer(t);
    const res = await postAs(t, ann, CREATE, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses NUL bytes and a 100 KB name', async () => {
    const ann = await signUpConsumer(t);
    expect((await create(ann, { ...rex, name: 'R\u0000x' })).status).toBe(400);
    expect((await create(ann, { ...rex, name: 'x'.repeat(100 * 1024) })).status).toBe(413);
    expect(await petsOf(ann)).toEqual([]);
  });

  it('keeps at most 20 pets: the 21st is 409 PET_LIMIT_REACHED', async () => {
    const ann = await signUpConsumer(t);
    for (let i = 1; i <= 20; i += 1) await create(ann, { ...tom, name: `Cat ${i}` }).expect(200);
    const res = await create(ann, { ...tom, name: 'Cat 21' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PET_LIMIT_REACHED');
    expect(await petsOf(ann)).toHaveLength(20);
  });

  it('answers 404 PET_NOT_FOUND for ids that are not one of the caller’s', async () => {
    const ann = await signUpConsumer(t);
    for (const id of [
      'gid://shop/Pet/00000000-0000-4000-8000-000000000000',
      'gid://shop/MailingAddress/x',
      '',
    ]) {
      expect((await postAs(t, ann, UPDATE, { id, pet: rex })).body.code).toBe('PET_NOT_FOUND');
      expect((await postAs(t, ann, DELETE, { id })).status).toBe(404);
    }
  });

  describe('product-suggestions', () => {
    const listing = async (species: string, lifeStage: string): Promise<string[]> => {
      const res = await t.http
        .get('/api/catalog/products')
        .query({ species, lifeStage, limit: 4 })
        .expect(200);
      return res.body.items.map((p: { handle: string }) => p.handle);
    };

    it('suggests, per pet, the first products of the catalogue for its species and life stage', async () => {
      const ann = await signUpConsumer(t);
      const dog = (await create(ann, rex).expect(200)).body.pet;
      const cat = (await create(ann, tom).expect(200)).body.pet;
      const res = await postAs(t, ann, SUGGEST);
      expect(res.status).toBe(200);
      const puppyFood = await listing('dog', 'puppy');
      const seniorCatFood = await listing('cat', 'senior');
      expect(puppyFood.length).toBeGreaterThan(0);
      expect(seniorCatFood.length).toBeGreaterThan(0);
      expect(res.body).toEqual({
        suggestions: [
          { petId: dog.id, petName: 'Rex', species: 'dog', lifeStage: 'puppy', handles: puppyFood },
          { petId: cat.id, petName: 'Tom', species: 'cat', lifeStage: 'senior', handles: seniorCatFood },
        ],
        handles: [...puppyFood, ...seniorCatFood],
      });
      expect(puppyFood.every((handle) => handle.startsWith('dog-'))).toBe(true);
    });

    it('lists each handle once when two pets share species and life stage', async () => {
      const ann = await signUpConsumer(t);
      await create(ann, rex).expect(200);
      await create(ann, { ...rex, name: 'Max' }).expect(200);
      const res = await postAs(t, ann, SUGGEST).expect(200);
      expect(res.body.suggestions).toHaveLength(2);
      expect(res.body.suggestions[0].handles).toEqual(res.body.suggestions[1].handles);
      expect(res.body.handles).toEqual(res.body.suggestions[0].handles);
    });

    it('suggests nothing without pets', async () => {
      const ann = await signUpConsumer(t);
      expect((await postAs(t, ann, SUGGEST).expect(200)).body).toEqual({ suggestions: [], handles: [] });
    });
  });

  it('works for a registered staff member on the staff site', async () => {
    const sam = await signInStaff(t);
    expect((await create(sam, tom)).status).toBe(200);
    expect(await petsOf(sam)).toHaveLength(1);
  });
});
