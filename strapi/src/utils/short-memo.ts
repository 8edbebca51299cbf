/**
 * A per-process memo of values that hold nobody's data (configuration read on every call), each kept for `ms`
 * from when it was read. Concurrent reads of one key share one load; a failed load is not kept. Not a place for
 * state several instances must agree on at once: each instance keeps its own copy for at most `ms`.
 */
export function shortMemo<T>(ms: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && kept.expires > now()) return kept.value;
      const entry = { value: load(), expires: Infinity };
      entries.set(key, entry);
      entry.value.then(
        () => {
          if (entries.get(key) === entry) entry.expires = now() + ms;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

/**
 * How long each process keeps what users-permissions reads on every authenticated call and nobody edits but an
 * administrator: a role's permissions and the plugin's advanced settings (docs/decisions.md "A role's permissions
 * and the sign-in settings kept for two seconds").
 */
export const AUTH_SETTINGS_MS = 2_000;
