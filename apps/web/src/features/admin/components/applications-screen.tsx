import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { toast } from 'sonner';
import type { AdminApplication } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { ApiRequestError } from '@/lib/api-client';
import { useApplications } from '../api/list-applications';
import { useApproveApplication, useRejectApplication } from '../api/review-application';
import type { AdminSession } from './admin-gate';
import { ApplicationCard } from './application-card';
import { ApproveDialog, RejectDialog } from './review-dialogs';
import { buttonClass } from '@/components/ui/button';

const TABS = [
  { status: 'pending', label: 'Pending', empty: 'No applications waiting for review.' },
  { status: 'approved', label: 'Approved', empty: 'No approved applications yet.' },
  { status: 'rejected', label: 'Rejected', empty: 'No rejected applications.' },
] as const;
type TabStatus = (typeof TABS)[number]['status'];

const isUnauthorized = (err: unknown) => err instanceof ApiRequestError && err.status === 401;
const failureText = (err: unknown, fallback: string) => (err instanceof ApiRequestError && err.status > 0 && err.status < 500 && err.body?.error ? `${fallback}: ${err.body.error}` : fallback);

export function ApplicationsScreen({ token, lock }: AdminSession) {
  const [params, setParams] = useSearchParams();
  const status: TabStatus = TABS.find((t) => t.status === params.get('status'))?.status ?? 'pending';
  const list = useApplications(token, status);
  const approve = useApproveApplication(token);
  const reject = useRejectApplication(token);
  const [approving, setApproving] = useState<AdminApplication | null>(null);
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null);

  useEffect(() => {
    if (isUnauthorized(list.error)) lock('expired');
  }, [list.error, lock]);

  const confirmApprove = () => {
    if (!approving) return;
    const app = approving;
    approve.mutate(app.id, {
      onSuccess: () => {
        toast.success(`${app.company_name ?? 'Application'} approved. A password setup link was e-mailed to ${app.contact_email}.`);
        setApproving(null);
      },
      onError: (err) => {
        if (isUnauthorized(err)) return lock('expired');
        toast.error(failureText(err, 'Could not approve the application'));
      },
    });
  };

  const confirmReject = (reason: string) => {
    if (!rejecting) return;
    const app = rejecting;
    reject.mutate(
      { id: app.id, reason },
      {
        onSuccess: () => {
          toast.success(`${app.company_name ?? 'Application'} rejected.`);
          setRejecting(null);
        },
        onError: (err) => {
          if (isUnauthorized(err)) return lock('expired');
          toast.error(failureText(err, 'Could not reject the application'));
        },
      },
    );
  };

  const tab = TABS.find((t) => t.status === status)!;
  return (
    <section aria-labelledby="applications-title">
      <h1 id="applications-title" className="font-display text-3xl font-bold text-stone-900">
        Agent applications
      </h1>
      {/* Radix tabs: arrow keys move between statuses (automatic activation), Home/End jump to the ends. */}
      <Tabs.Root value={status} onValueChange={(value) => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}>
        <Tabs.List aria-label="Application status" className="mt-5 flex gap-1 overflow-x-auto rounded-full bg-stone-100 p-1 sm:inline-flex">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.status}
              value={t.status}
              className="flex-1 whitespace-nowrap rounded-full px-5 py-2 text-sm font-semibold text-stone-600 hover:text-stone-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 data-[state=active]:bg-white data-[state=active]:text-emerald-900 data-[state=active]:shadow-sm"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status} className="mt-6">
          {list.isPending ? (
            <LoadingState label="Loading applications…" />
          ) : list.isError ? (
            isUnauthorized(list.error) ? null : <ErrorState message="Failed to load applications." onRetry={() => void list.refetch()} />
          ) : list.data.applications.length === 0 ? (
            <EmptyState message={tab.empty} />
          ) : (
            <div className="space-y-5">
              {list.data.applications.map((a) => (
                <ApplicationCard
                  key={a.id}
                  application={a}
                  actions={
                    a.status === 'pending' ? (
                      <>
                        <button
                          type="button"
                          onClick={() => setRejecting(a)}
                          className={buttonClass({ tone: 'caution' })}
                        >
                          Reject
                        </button>
                        <button
                          type="button"
                          onClick={() => setApproving(a)}
                          className={buttonClass()}
                        >
                          Approve
                        </button>
                      </>
                    ) : undefined
                  }
                />
              ))}
            </div>
          )}
        </Tabs.Content>
      </Tabs.Root>
      <ApproveDialog application={approving} busy={approve.isPending} onCancel={() => setApproving(null)} onConfirm={confirmApprove} />
      <RejectDialog key={rejecting?.id ?? 'none'} application={rejecting} busy={reject.isPending} onCancel={() => setRejecting(null)} onConfirm={confirmReject} />
    </section>
  );
}
