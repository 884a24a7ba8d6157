import { Inject, Injectable } from '@nestjs/common';
import type { ValidPet } from '@shop/identity';
import { and, asc, count, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { customerPets, type CustomerPetRow, type NewCustomerPetRow } from './account.schema';
import { lockCustomerList } from './customer-lock';

export type PetCreation = { row: CustomerPetRow } | { full: true };

function petColumns(pet: ValidPet): Omit<NewCustomerPetRow, 'customerId'> {
  return {
    name: pet.name,
    species: pet.species,
    lifeStage: pet.lifeStage,
    weightValue: pet.weight?.value ?? null,
    weightUnit: pet.weight?.unit ?? null,
  };
}

/** The Drizzle queries of customer_pets; every one is scoped to one customer. */
@Injectable()
export class CustomerPetsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(customerId: string): Promise<CustomerPetRow[]> {
    return this.db
      .select()
      .from(customerPets)
      .where(eq(customerPets.customerId, customerId))
      .orderBy(asc(customerPets.createdAt), asc(customerPets.id));
  }

  create(customerId: string, pet: ValidPet, limit: number): Promise<PetCreation> {
    return this.db.transaction(async (tx) => {
      await lockCustomerList(tx, 'pets', customerId);
      const [{ value: held }] = await tx
        .select({ value: count() })
        .from(customerPets)
        .where(eq(customerPets.customerId, customerId));
      if (held >= limit) return { full: true } as const;
      const [row] = await tx
        .insert(customerPets)
        .values({ ...petColumns(pet), customerId })
        .returning();
      return { row };
    });
  }

  async update(customerId: string, id: string, pet: ValidPet): Promise<CustomerPetRow | undefined> {
    const [row] = await this.db
      .update(customerPets)
      .set(petColumns(pet))
      .where(and(eq(customerPets.id, id), eq(customerPets.customerId, customerId)))
      .returning();
    return row;
  }

  async delete(customerId: string, id: string): Promise<CustomerPetRow | undefined> {
    const [row] = await this.db
      .delete(customerPets)
      .where(and(eq(customerPets.id, id), eq(customerPets.customerId, customerId)))
      .returning();
    return row;
  }
}
