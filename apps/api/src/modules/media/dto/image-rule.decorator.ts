import { ValidateBy, type ValidationArguments } from 'class-validator';

/**
 * Checks a field with one of @shop/catalog's image rules. Those rules name the problem and the
 * allowed values themselves, so the API's refusal and the storefront's URL builders read one list.
 */
export function ImageRule<T extends object>(
  name: string,
  problemOf: (query: T) => string | undefined,
): PropertyDecorator {
  const problem = (args?: ValidationArguments) => problemOf(args?.object as T);
  return ValidateBy({
    name,
    validator: {
      validate: (_value: unknown, args?: ValidationArguments) => problem(args) === undefined,
      defaultMessage: (args?: ValidationArguments) => problem(args) ?? `${args?.property} is not allowed`,
    },
  });
}
