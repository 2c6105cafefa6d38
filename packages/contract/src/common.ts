import { z } from 'zod';

/** Path id for integer-keyed entities: a positive integer, anything else is a 400 (never a 500). */
export const intIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
export const uuidSchema = z.uuid();
export const okSchema = z.object({ success: z.literal(true) });

export const imageSchema = z.object({
  id: z.number().int().optional(),
  image_url: z.string(),
  image_description: z.string().nullable(),
  is_primary: z.boolean(),
  image_type: z.string().optional(),
  display_order: z.number().int().optional(),
});
export type Image = z.infer<typeof imageSchema>;
