/** Whether a database error is a unique constraint refusing a second row (SQLite and PostgreSQL messages). */
export const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { message?: string })?.message ?? error));
