import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminGate } from '../components/admin-gate';

/** Behind the same sign-in as the review screen; the upload tool itself ships with a later release. */
export default function ImageUploadPage() {
  return (
    <AdminGate>
      {() => (
        <section className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
          <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">Later release</span>
          <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">Admin Image Upload</h1>
          <p className="mx-auto mt-3 max-w-lg text-stone-600">
            Creating agents, uploading agent and experience images and generating experiences with AI arrive with a later release of the admin tool.
          </p>
          <Link
            to={paths.admin.applications}
            className="mt-8 inline-block rounded-full bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            Review applications
          </Link>
        </section>
      )}
    </AdminGate>
  );
}
