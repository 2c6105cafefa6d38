import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError, type FieldErrors, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form over one of the contract's schemas, so the form and the server apply the same rule.
 * The spec checks a form when it is submitted and keeps its messages until the next submit, so both modes
 * are `onSubmit`; every broken rule of a field is kept (`criteriaMode: 'all'`) for forms that list them all.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    criteriaMode: 'all',
    // The spec's forms keep focus where it is and announce the message (role=alert); pages that move focus do it themselves.
    shouldFocusError: false,
    ...options,
  });
}

function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  if (error.types) return Object.values(error.types).flatMap((m) => (typeof m === 'string' ? [m] : Array.isArray(m) ? m.map(String) : []));
  return error.message ? [error.message] : [];
}

/** The messages of the named fields in the order the form shows them, each once. */
export function errorMessages<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]): string[] {
  const all = order.flatMap((name) => fieldMessages(errors[name] as FieldError | undefined));
  return [...new Set(all)];
}
