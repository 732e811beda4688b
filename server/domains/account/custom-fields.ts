// Custom user fields the community asks of members (docs/product.md 3), their values, and the mandatory ones onboarding needs.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { CustomUserFieldsAnswer, CustomUserValue, CustomUserValuesBody } from '../../../schema/profile';
import type { Database } from '../../db/connect';
import { customUserFields, customUserValues } from './accounts-schema';
import { HttpError } from '../../core/http-error';

async function valuesOf(db: Database, userId: number): Promise<CustomUserValue[]> {
  const rows = await db
    .select({ fieldId: customUserValues.fieldId, value: customUserValues.value })
    .from(customUserValues)
    .where(eq(customUserValues.userId, userId))
    .orderBy(asc(customUserValues.fieldId));
  return rows.map((r) => ({ custom_user_field_id: r.fieldId, value: r.value }));
}

export async function customFieldsOf(db: Database, userId: number): Promise<CustomUserFieldsAnswer> {
  const fields = await db.select().from(customUserFields).orderBy(asc(customUserFields.position), asc(customUserFields.id));
  return {
    custom_user_fields: fields.map((f) => ({ id: f.id, name: f.name, field_type: f.fieldType, options: f.options, mandatory: f.mandatory })),
    custom_user_values: await valuesOf(db, userId),
  };
}

/** Mandatory fields the member has not answered. */
export async function missingMandatoryFields(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customUserFields.id, value: customUserValues.value })
    .from(customUserFields)
    .leftJoin(customUserValues, and(eq(customUserValues.fieldId, customUserFields.id), eq(customUserValues.userId, userId)))
    .where(eq(customUserFields.mandatory, true));
  return rows.filter((r) => !r.value).map((r) => r.id);
}

/** Sets the given values (an empty value clears one); refused whole if a mandatory field would be left empty. */
export async function saveCustomValues(db: Database, userId: number, body: CustomUserValuesBody): Promise<CustomUserValue[]> {
  const ids = [...new Set(body.values.map((v) => v.custom_user_field_id))];
  const fields = ids.length ? await db.select().from(customUserFields).where(inArray(customUserFields.id, ids)) : [];
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const v of body.values) {
    const field = byId.get(v.custom_user_field_id);
    if (!field) throw new HttpError(422, messages.badRequest);
    if (field.fieldType === 'select' && v.value !== '' && !field.options.includes(v.value)) throw new HttpError(422, messages.badRequest);
  }
  await db.transaction(async (tx) => {
    for (const v of body.values) {
      if (v.value === '') {
        await tx.delete(customUserValues).where(and(eq(customUserValues.userId, userId), eq(customUserValues.fieldId, v.custom_user_field_id)));
      } else {
        await tx
          .insert(customUserValues)
          .values({ userId, fieldId: v.custom_user_field_id, value: v.value })
          .onConflictDoUpdate({ target: [customUserValues.userId, customUserValues.fieldId], set: { value: v.value } });
      }
    }
    if ((await missingMandatoryFields(tx, userId)).length > 0) throw new HttpError(422, messages.mandatoryFields);
  });
  return valuesOf(db, userId);
}
