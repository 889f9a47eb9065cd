// Helpers of the list endpoints: query parameters as the API reads them, and the totals in headers.

/** Query parameters as the API reads them: undefined, null and blank ones are left out. */
export function toParams(query: object): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (
      (typeof value === 'string' && value !== '') ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    )
      params[key] = value;
  }
  return params;
}

/** A numeric response header (X-Total-Count), or `fallback` when it is missing or not a number. */
export function numberHeader(headers: Headers | undefined, name: string, fallback: number): number {
  const raw = headers?.get(name);
  const value = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : fallback;
}
