// Custom profile fields: which values changed, and whether a mandatory one is still empty (docs/product.md 5).
import type { CustomUserField, CustomUserValue } from '../../schema/profile';

export type FieldValues = Readonly<Record<number, string>>;

export function valuesById(values: readonly CustomUserValue[]): Record<number, string> {
  return Object.fromEntries(values.map((v) => [v.custom_user_field_id, v.value]));
}

export function missingMandatory(fields: readonly CustomUserField[], values: FieldValues): boolean {
  return fields.some((f) => f.mandatory && !(values[f.id] ?? '').trim());
}

/** The values that differ from what the server holds, trimmed, in the body's shape. */
export function changedValues(fields: readonly CustomUserField[], saved: FieldValues, edited: FieldValues): CustomUserValue[] {
  return fields
    .filter((f) => (edited[f.id] ?? '').trim() !== (saved[f.id] ?? '').trim())
    .map((f) => ({ custom_user_field_id: f.id, value: (edited[f.id] ?? '').trim() }));
}
