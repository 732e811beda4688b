// A route's numeric id parameter (a course, a lesson, a lesson medium): a positive whole number, or null for anything else.
export const positiveId = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};
