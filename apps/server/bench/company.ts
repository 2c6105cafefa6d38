/** The imprint's details, required in production (config.ts): the benches run the production configuration. */
export const BENCH_COMPANY = {
  COMPANY_LEGAL_NAME: 'Bench Travel Ltd',
  COMPANY_ADDRESS: '1 Bench Road, Arusha, Tanzania',
  COMPANY_REGISTRATION_NUMBER: 'BENCH-0001',
  COMPANY_REPRESENTATIVE: 'Bench Director',
  COMPANY_EMAIL: 'imprint@bench.local',
};
