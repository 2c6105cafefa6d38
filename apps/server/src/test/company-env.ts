/** A production configuration's required company details (config.ts), for tests that start a production app. */
export const PRODUCTION_COMPANY_ENV = {
  COMPANY_LEGAL_NAME: 'Savanna Introductions Ltd',
  COMPANY_ADDRESS: '12 Makarios Avenue, 1065 Nicosia, Cyprus',
  COMPANY_REGISTRATION_NUMBER: 'HE 412345',
  COMPANY_REPRESENTATIVE: 'Eleni Georgiou, Director',
  COMPANY_EMAIL: 'legal@savanna-introductions.example',
} as const;
