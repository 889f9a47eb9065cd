/** localStorage that never throws (private mode, quota, corrupt JSON). */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    if (typeof localStorage === 'undefined') return undefined;
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage must not break the shop; the state still lives in memory.
  }
}
