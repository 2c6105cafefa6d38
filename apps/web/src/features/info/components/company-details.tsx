import { MESSAGES } from '@safari/contract';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useCompany } from '../api/get-company';
import { COMPANY } from '../company';

/** The company's legal name in running text; the brand until the details arrive. */
export function CompanyName() {
  const company = useCompany();
  return <>{company.data?.legal_name ?? COMPANY.brand}</>;
}

/** The company's e-mail address as a link; empty until the details arrive. */
export function CompanyEmail() {
  const email = useCompany().data?.email;
  return email ? <a href={`mailto:${email}`}>{email}</a> : null;
}

/** The imprint's operator block: every configured detail, and a note when a development server shows demo data. */
export function CompanyDetailsList() {
  const company = useCompany();
  if (company.isPending) return <LoadingState label="Loading the company details…" />;
  if (company.isError) return <ErrorState message={MESSAGES.companyFailed} onRetry={() => company.refetch()} />;
  const c = company.data;
  const rows: Array<[string, React.ReactNode]> = [
    ['Company', c.legal_name],
    ['Address', c.address],
    ['Registration number', c.registration_number],
    ...(c.vat_id ? ([['VAT ID', c.vat_id]] as Array<[string, string]>) : []),
    ['Represented by', c.representative],
    ['E-mail', <a href={`mailto:${c.email}`}>{c.email}</a>],
    ...(c.phone ? ([['Phone', <a href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}>{c.phone}</a>]] as Array<[string, React.ReactNode]>) : []),
  ];
  return (
    <>
      {c.demo && (
        <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          Demo data: this server runs without its COMPANY_* configuration, so the details below are placeholders.
        </p>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid="company-details">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-stone-900">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
