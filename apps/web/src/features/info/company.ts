/**
 * What the legal pages say about the operator that is not configuration. The company's legal details (name,
 * address, registration, VAT id, representative, e-mail, phone) come from the server (GET /api/company, set by
 * the COMPANY_* variables), so the imprint is never placeholder prose.
 */
export const COMPANY = {
  brand: 'Safari Marketplace',
  policiesUpdated: '1 September 2025',
} as const;
