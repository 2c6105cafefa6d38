/**
 * The operator's legal details, used by the imprint and the policies. Values the company must confirm before
 * going live are deliberately generic placeholders (the .example address is reserved and never delivers mail).
 */
export const COMPANY = {
  name: 'Safari Marketplace Ltd',
  brand: 'Safari Marketplace',
  form: 'Private company limited by shares',
  country: 'Republic of Cyprus',
  registration: 'Registered with the Department of Registrar of Companies of the Republic of Cyprus; registration number: see commercial register',
  registeredOffice: 'Registered office: as entered in the commercial register of the Republic of Cyprus',
  vat: 'VAT number: see commercial register',
  email: 'contact@safari-marketplace.example',
  privacyEmail: 'privacy@safari-marketplace.example',
  supervisoryAuthority: 'Office of the Commissioner for Personal Data Protection, Republic of Cyprus',
  policiesUpdated: '1 September 2025',
} as const;
