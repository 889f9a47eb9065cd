// Types of cache-policy.js.

export const IMMUTABLE: string;
export function cacheControlFor(fileName: string): string;
export function compressedFrom(fileName: string): string;
