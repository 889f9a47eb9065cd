import type { ApiError } from '@pashmina/contracts';
import { errorMessage } from '@pashmina/shared-ui';

/**
 * The message of a refused write, placed on the form field the server named (`field` of a 400, or of the
 * picture's 413), so it shows next to that field. Empty when the response names no field of the form (`isField`).
 */
export function refusedFieldErrors<Field extends string>(
  error: unknown,
  isField: (field: string) => field is Field,
): Partial<Record<Field, string>> {
  const data = (error as { data?: Partial<ApiError> } | null)?.data;
  const field = typeof data?.field === 'string' ? data.field : undefined;
  if (!field || !isField(field)) return {};
  return { [field]: errorMessage(error, '') } as Partial<Record<Field, string>>;
}
