import { IsString, MaxLength } from 'class-validator';

export class StateByZipRequestDto {
  /** 5-digit ZIP. */
  @IsString()
  @MaxLength(20)
  zipCode!: string;
}
