import { ApiProperty } from '@nestjs/swagger';
import {
  PET_LIFE_STAGES,
  PET_MAX_WEIGHT,
  PET_NAME_MAX_LENGTH,
  PET_SPECIES,
  PET_WEIGHT_UNITS,
} from '@shop/identity';
import type { PetLifeStage, PetSpecies, PetWeightUnit } from '@shop/identity';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  Min,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { RECORD_ID_MAX_LENGTH } from './address-requests.dto';
import { SessionTokenBodyDto } from '../../../platform/auth';

export class PetWeightDto {
  /** Above 0, at most 350 lbs or 160 kg, two decimals at most. */
  @ApiProperty({ minimum: 0.01, maximum: PET_MAX_WEIGHT.lbs, example: 42.5 })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0.01)
  @Max(PET_MAX_WEIGHT.lbs)
  value!: number;

  @ApiProperty({ enum: PET_WEIGHT_UNITS, enumName: 'PetWeightUnit' })
  @IsIn(PET_WEIGHT_UNITS)
  unit!: PetWeightUnit;
}

/** A pet as the shopper describes it. puppy is for dogs and kitten for cats (400 INVALID_PET otherwise). */
export class PetInputDto {
  @ApiProperty({ maxLength: PET_NAME_MAX_LENGTH, example: 'Rex' })
  @IsString()
  @MaxLength(PET_NAME_MAX_LENGTH)
  name!: string;

  @ApiProperty({ enum: PET_SPECIES, enumName: 'PetSpecies' })
  @IsIn(PET_SPECIES)
  species!: PetSpecies;

  @ApiProperty({ enum: PET_LIFE_STAGES, enumName: 'PetLifeStage' })
  @IsIn(PET_LIFE_STAGES)
  lifeStage!: PetLifeStage;

  @ApiProperty({ type: PetWeightDto, nullable: true, required: false })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => PetWeightDto)
  weight?: PetWeightDto | null;
}

export class ListPetsRequestDto extends SessionTokenBodyDto {}

export class CreatePetRequestDto extends SessionTokenBodyDto {
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => PetInputDto)
  pet!: PetInputDto;
}

export class UpdatePetRequestDto extends CreatePetRequestDto {
  /** The pet's id ('gid://shop/Pet/{uuid}'). */
  @IsString()
  @MaxLength(RECORD_ID_MAX_LENGTH)
  id!: string;
}

export class DeletePetRequestDto extends SessionTokenBodyDto {
  /** The pet's id ('gid://shop/Pet/{uuid}'). */
  @IsString()
  @MaxLength(RECORD_ID_MAX_LENGTH)
  id!: string;
}

export class PetDto {
  /** 'gid://shop/Pet/{uuid}' */
  id!: string;
  name!: string;
  @ApiProperty({ enum: PET_SPECIES, enumName: 'PetSpecies' })
  species!: PetSpecies;
  @ApiProperty({ enum: PET_LIFE_STAGES, enumName: 'PetLifeStage' })
  lifeStage!: PetLifeStage;
  @ApiProperty({ type: PetWeightDto, nullable: true })
  weight!: PetWeightDto | null;
  createdAt!: string;
}

export class PetListDto {
  /** Oldest first. */
  pets!: PetDto[];
}

export class PetResultDto {
  pet!: PetDto;
}

export class PetDeleteResultDto {
  deletedPetId!: string;
}

/** Products suited to one pet: its species and life stage, in the listing's default order. */
export class PetSuggestionDto {
  petId!: string;
  petName!: string;
  @ApiProperty({ enum: PET_SPECIES, enumName: 'PetSpecies' })
  species!: PetSpecies;
  @ApiProperty({ enum: PET_LIFE_STAGES, enumName: 'PetLifeStage' })
  lifeStage!: PetLifeStage;
  /** Product handles, at most 4; get-listing-products-by-handles gives their cards. */
  handles!: string[];
}

export class PetProductSuggestionsDto {
  /** One entry per pet, oldest pet first; empty when the shopper has no pets. */
  suggestions!: PetSuggestionDto[];
  /** Every suggested handle once, in pet order, at most 12: the dashboard's carousel. */
  handles!: string[];
}
