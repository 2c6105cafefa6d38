import { z } from 'zod';

/**
 * GET /api/company: the operator's legal details for the imprint and the policies, from the server's configuration
 * (COMPANY_* variables, README "Configuration"). `demo` is true when a development server fills unset details with
 * its demo company, so the page can say so; a production server refuses to start without the required ones.
 */
export const companyDetailsSchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  registration_number: z.string(),
  vat_id: z.string().nullable(),
  representative: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  demo: z.boolean(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
