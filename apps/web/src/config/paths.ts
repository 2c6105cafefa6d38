/**
 * Every URL of the web app comes from the contract's route table (`@safari/contract` routes.ts), which the
 * server's page meta, sitemap and e-mail links use too. `paths` is its name inside the web app.
 */
export { routes as paths } from '@safari/contract';
