/**
 * The one way a price or budget is written (issue 15): US dollars, whole dollars unless cents are given, always
 * with the symbol. Budgets and prices are per person, so the budget text says so ('$3,000 per person'). The web app,
 * the server's e-mails and the share data all use these, so no surface shows another currency or drops the symbol.
 */
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** '$3,000'; '$2,450.50' when the amount has cents; null without an amount. */
export function formatUsd(amount: number | null | undefined): string | null {
  if (!isAmount(amount)) return null;
  return Number.isInteger(amount) ? whole.format(amount) : withCents.format(amount);
}

/** '$3,000 per person': a traveller's budget or a price, as every page and e-mail shows it. */
export function formatPerPerson(amount: number | null | undefined): string | null {
  const usd = formatUsd(amount);
  return usd ? `${usd} per person` : null;
}
