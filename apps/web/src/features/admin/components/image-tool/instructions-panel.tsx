/** The instructions panel of the admin tool (agent-side.md §2). */
export function InstructionsPanel() {
  return (
    <aside aria-labelledby="instructions-heading" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6">
      <h2 id="instructions-heading" className="font-display text-xl font-bold text-stone-900">
        Instructions
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-stone-800">
        <li>Create the agent first; its ID fills the agent upload form. Send the invitation so the agency can sign in and manage its own profile.</li>
        <li>Upload a logo (image type Logo), a profile picture, then office and gallery photos. The first file of each upload becomes the primary image.</li>
        <li>Experience images go to one experience by its ID, up to five at a time. The ID is in the experience page&apos;s address (/experience/ID).</li>
        <li>Images must be JPEG, PNG or WebP (experiences: any image) and at most 5 MB each. Describe what the photo shows: it is read aloud to travellers who cannot see it.</li>
        <li>AI generation reads an agency&apos;s website (the tours page works best) and drafts up to 15 experiences; it takes 30-60 seconds. Untick or edit drafts, then import: they arrive as drafts the agent reviews and publishes.</li>
        <li>Everything here happens under your admin session; Log out locks the tool again.</li>
      </ol>
    </aside>
  );
}
