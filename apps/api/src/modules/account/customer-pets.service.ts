import { HttpStatus, Injectable } from '@nestjs/common';
import { MAX_PETS_PER_CUSTOMER, validatePet, type ValidPet } from '@shop/identity';
import { CatalogService } from '../catalog';
import { AppError, BadRequestError, NotFoundError } from '../../platform/errors/app-error';
import { rowIdOf } from './account-ids';
import { toPetDto } from './account.mapper';
import { CustomerPetsRepository } from './customer-pets.repository';
import type {
  PetDeleteResultDto,
  PetInputDto,
  PetListDto,
  PetProductSuggestionsDto,
  PetResultDto,
} from './dto/pet.dto';

/** Handles suggested per pet, and in all. */
const HANDLES_PER_PET = 4;
const HANDLES_IN_ALL = 12;

/** The shopper's pets, and the products that suit them (read through the Catalog module's service). */
@Injectable()
export class CustomerPetsService {
  constructor(
    private readonly pets: CustomerPetsRepository,
    private readonly catalog: CatalogService,
  ) {}

  async list(customerId: string): Promise<PetListDto> {
    return { pets: (await this.pets.list(customerId)).map(toPetDto) };
  }

  /** 409 PET_LIMIT_REACHED past MAX_PETS_PER_CUSTOMER. */
  async create(customerId: string, input: PetInputDto): Promise<PetResultDto> {
    const created = await this.pets.create(customerId, checked(input), MAX_PETS_PER_CUSTOMER);
    if ('full' in created)
      throw new AppError(
        HttpStatus.CONFLICT,
        'PET_LIMIT_REACHED',
        `You can keep at most ${MAX_PETS_PER_CUSTOMER} pets: delete one before adding another`,
      );
    return { pet: toPetDto(created.row) };
  }

  async update(customerId: string, publicId: string, input: PetInputDto): Promise<PetResultDto> {
    const pet = checked(input);
    const id = rowIdOf('Pet', publicId);
    const row = id && (await this.pets.update(customerId, id, pet));
    if (!row) throw petNotFound(publicId);
    return { pet: toPetDto(row) };
  }

  async delete(customerId: string, publicId: string): Promise<PetDeleteResultDto> {
    const id = rowIdOf('Pet', publicId);
    const row = id && (await this.pets.delete(customerId, id));
    if (!row) throw petNotFound(publicId);
    return { deletedPetId: toPetDto(row).id };
  }

  /**
   * For each pet, the first products of the catalogue's listing for its species and life stage
   * (the listing's default order: merchandised first). One catalogue read per distinct species and
   * life stage (six at most), each from the catalogue's cache.
   */
  async suggestions(customerId: string): Promise<PetProductSuggestionsDto> {
    const pets = await this.pets.list(customerId);
    const byKind = new Map<string, Promise<string[]>>();
    const handlesFor = (species: string, lifeStage: string) => {
      const key = `${species}/${lifeStage}`;
      let handles = byKind.get(key);
      if (!handles) {
        handles = this.catalog
          .listProducts({ species, lifeStage: [lifeStage], limit: HANDLES_PER_PET })
          .then((page) => page.items.map((product) => product.handle));
        byKind.set(key, handles);
      }
      return handles;
    };
    const suggestions = await Promise.all(
      pets.map(async (row) => {
        const pet = toPetDto(row);
        return {
          petId: pet.id,
          petName: pet.name,
          species: pet.species,
          lifeStage: pet.lifeStage,
          handles: await handlesFor(pet.species, pet.lifeStage),
        };
      }),
    );
    const handles = [...new Set(suggestions.flatMap((s) => s.handles))].slice(0, HANDLES_IN_ALL);
    return { suggestions, handles };
  }
}

function checked(input: PetInputDto): ValidPet {
  const check = validatePet(input);
  if (check.ok) return check.pet;
  throw new BadRequestError(
    'INVALID_PET',
    `Invalid pet: ${check.problems.map((p) => p.message).join('; ')}`,
    check.problems.map((p) => ({ field: `pet.${p.field}`, problems: [p.message] })),
  );
}

function petNotFound(publicId: string): NotFoundError {
  return new NotFoundError('PET_NOT_FOUND', `You have no pet with id '${publicId}'`);
}
