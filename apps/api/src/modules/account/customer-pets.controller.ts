import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { type Caller, CurrentCaller, SignedIn } from '../../platform/auth';
import { CustomerPetsService } from './customer-pets.service';
import {
  CreatePetRequestDto,
  DeletePetRequestDto,
  ListPetsRequestDto,
  PetDeleteResultDto,
  PetListDto,
  PetProductSuggestionsDto,
  PetResultDto,
  UpdatePetRequestDto,
} from './dto/pet.dto';

/**
 * The shopper's pets (not in SPEC §7; designed in its style: POST with a JSON body, the session
 * token in it or in the cookie). Another customer's pet id answers 404 PET_NOT_FOUND.
 */
@ApiTags('account')
@Controller('account/pets')
export class CustomerPetsController {
  constructor(private readonly pets: CustomerPetsService) {}

  /** The caller's pets, oldest first. */
  @ReadOnlyPost('list')
  @SignedIn()
  @ApiBody({ type: ListPetsRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listPets(@CurrentCaller() caller: Caller, @Body() _body: ListPetsRequestDto): Promise<PetListDto> {
    return this.pets.list(caller.customerId);
  }

  /** Adds a pet. 400 INVALID_PET (e.g. a cat puppy); 409 PET_LIMIT_REACHED at 20 pets. */
  @Post('create')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  createPet(@CurrentCaller() caller: Caller, @Body() body: CreatePetRequestDto): Promise<PetResultDto> {
    return this.pets.create(caller.customerId, body.pet);
  }

  /** Replaces one of the caller's pets. */
  @Post('update')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  updatePet(@CurrentCaller() caller: Caller, @Body() body: UpdatePetRequestDto): Promise<PetResultDto> {
    return this.pets.update(caller.customerId, body.id, body.pet);
  }

  @Post('delete')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  deletePet(@CurrentCaller() caller: Caller, @Body() body: DeletePetRequestDto): Promise<PetDeleteResultDto> {
    return this.pets.delete(caller.customerId, body.id);
  }

  /** Products for the dashboard: per pet, a few of the catalogue's products for its species and life stage. */
  @ReadOnlyPost('product-suggestions')
  @SignedIn()
  @ApiBody({ type: ListPetsRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  suggestPetProducts(
    @CurrentCaller() caller: Caller,
    @Body() _body: ListPetsRequestDto,
  ): Promise<PetProductSuggestionsDto> {
    return this.pets.suggestions(caller.customerId);
  }
}
