import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGES, UPLOAD_LIMITS } from '@safari/contract';
import { PLACEHOLDER_IMAGE, imageAtWidth, imageSrcSet } from '@/lib/images';
import { deleteImage, setPrimaryImage, uploadAgentImage, uploadExperienceImages } from '../../api/images';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useGalleryNotice } from './use-gallery-notice';
import { acceptFor, validateFiles, type GalleryKind } from '@/lib/image-files';
import { buttonClass } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/field';

export interface GalleryImage {
  id: number;
  image_url: string;
  image_description: string | null;
  is_primary: boolean;
}

export interface ImageGalleryProps {
  /** 'agent': the agency gallery (POST /images/agent/{id}, imageType 'gallery', one JPEG/PNG/WebP file at a time).
   *  'experience': an experience's images (POST /images/experience/{id}, up to 5 images of any type per upload). */
  kind: GalleryKind;
  /** The agent id for 'agent', the experience id for 'experience'. */
  ownerId: number;
  /** The images as the parent loaded them, in display order. The gallery never edits this list itself. */
  images: GalleryImage[];
  /** Reload the owner (e.g. invalidate its query); called 1.5 s after each successful upload, primary change or delete. */
  onChanged: () => void;
  /** Heading text; defaults to 'Gallery' or 'Experience images'. */
  title?: string;
  /** Without its own card and heading, for a parent section that has them (the title still names the image list). */
  bare?: boolean;
}

/** The small actions on an image tile. */
/** A tile's two actions fit its narrow width. */
const tileAction = 'px-2 disabled:cursor-not-allowed';

/**
 * The gallery manager of the agent portal (agent-side.md §2, §4 "Image upload and gallery", §8, §9):
 * upload, set primary and delete (after a confirmation), with the spec's texts and timings.
 */
export function ImageGallery({ kind, ownerId, images, onChanged, title, bare = false }: ImageGalleryProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState<'upload' | number | null>(null);
  const [toDelete, setToDelete] = useState<GalleryImage | null>(null);
  const { notice, succeed, fail, clear } = useGalleryNotice(onChanged);
  const heading = title ?? (kind === 'agent' ? 'Gallery' : 'Experience images');
  // Uploads since the parent last passed images: the list refreshes only 1.5 s after a success, and a quick
  // second upload must still continue the order (and not claim primary again).
  const listed = images.map((i) => i.id).join(',');
  const [uploaded, setUploaded] = useState({ after: listed, count: 0 });
  const count = images.length + (uploaded.after === listed ? uploaded.count : 0);

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateFiles(kind, files);
    if (problems.length) return fail(problems);
    clear();
    setBusy('upload');
    try {
      if (kind === 'agent') {
        await uploadAgentImage(ownerId, { file: files[0]!, description, isPrimary: count === 0, imageType: 'gallery', displayOrder: count + 1 });
      } else {
        // The first selected file becomes primary; the batch continues the existing order (§9).
        await uploadExperienceImages(ownerId, files, { description, isPrimary: true, displayOrder: count + 1 });
      }
      setUploaded({ after: listed, count: count - images.length + files.length });
      setFiles([]);
      setDescription('');
      if (fileInput.current) fileInput.current.value = '';
      succeed(MESSAGES.imageUploaded);
    } catch {
      fail([MESSAGES.imageUploadFailed]);
    } finally {
      setBusy(null);
    }
  };

  const makePrimary = async (image: GalleryImage) => {
    clear();
    setBusy(image.id);
    try {
      await setPrimaryImage(kind, image.id);
      succeed(MESSAGES.imagePrimaryUpdated);
    } catch {
      fail([MESSAGES.imagePrimaryFailed]);
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const image = toDelete;
    clear();
    setBusy(image.id);
    try {
      await deleteImage(kind, image.id);
      setToDelete(null);
      succeed(MESSAGES.imageDeleted);
    } catch {
      setToDelete(null);
      fail([MESSAGES.imageDeleteFailed]);
    } finally {
      setBusy(null);
    }
  };

  const hint =
    kind === 'agent'
      ? 'JPEG, PNG or WebP, up to 5MB.'
      : `Up to ${UPLOAD_LIMITS.experienceFiles} images at a time (JPEG, PNG, GIF, WebP), up to 5MB each. The first one becomes the main image.`;

  return (
    <Frame bare={bare} id={`${id}-title`} heading={heading}>

      <form onSubmit={upload} noValidate className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-stone-800">
            {kind === 'agent' ? 'Image' : 'Images'}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={acceptFor(kind)}
            multiple={kind === 'experience'}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setFiles(Array.from(e.currentTarget.files ?? []))}
            className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-emerald-50 file:px-4 file:py-2 file:font-semibold file:text-emerald-900 hover:file:bg-emerald-100"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">
            {hint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="block text-sm font-semibold text-stone-800">
            Description <span className="font-normal text-stone-500">(optional)</span>
          </label>
          <input
            id={`${id}-description`}
            value={description}
            maxLength={500}
            onChange={(e) => setDescription(e.currentTarget.value)}
            className={fieldClass({}, 'mt-1')}
          />
        </div>
        <button type="submit" disabled={busy !== null} className={buttonClass({ size: 'sm' }, 'disabled:cursor-not-allowed sm:mt-6')}>
          {busy === 'upload' ? 'Uploading…' : 'Upload'}
        </button>
      </form>

      <div className="mt-3 min-h-0" aria-live="polite">
        {notice?.tone === 'success' && (
          <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            {notice.text}
          </p>
        )}
      </div>
      {notice?.tone === 'error' && (
        <div role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {notice.texts.length === 1 ? <p>{notice.texts[0]}</p> : <ul className="list-disc space-y-1 pl-5">{notice.texts.map((t) => <li key={t}>{t}</li>)}</ul>}
        </div>
      )}

      {images.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center text-stone-600">No images yet. Upload your first one above.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={heading}>
          {images.map((image, i) => {
            const label = image.image_description || `Image ${i + 1}`;
            const src = imageAtWidth(image.image_url, 640) ?? PLACEHOLDER_IMAGE;
            return (
              <li key={image.id} aria-label={label} className="flex flex-col overflow-hidden rounded-xl ring-1 ring-stone-200">
                <div className="relative">
                  <img
                    src={src}
                    srcSet={imageSrcSet(image.image_url)}
                    sizes="(min-width: 1024px) 220px, 45vw"
                    alt={label}
                    loading="lazy"
                    onError={(e) => {
                      if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) {
                        e.currentTarget.srcset = '';
                        e.currentTarget.src = PLACEHOLDER_IMAGE;
                      }
                    }}
                    className="aspect-[4/3] w-full bg-stone-100 object-cover"
                  />
                  {image.is_primary && <span className="absolute left-2 top-2 rounded-full bg-emerald-800 px-2.5 py-0.5 text-xs font-semibold text-white">Primary</span>}
                </div>
                <div className="flex flex-col gap-1.5 p-2">
                  {image.is_primary ? (
                    <p className="flex min-h-11 items-center justify-center text-sm font-medium text-stone-500">Shown first</p>
                  ) : (
                    <button type="button" disabled={busy !== null} onClick={() => void makePrimary(image)} aria-label={`Set ${label} as primary`} className={buttonClass({ tone: 'secondary', size: 'sm' }, tileAction)}>
                      Set primary
                    </button>
                  )}
                  <button type="button" disabled={busy !== null} onClick={() => setToDelete(image)} aria-label={`Delete ${label}`} className={buttonClass({ tone: 'caution', size: 'sm' }, tileAction)}>
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDeleteDialog
        open={toDelete !== null}
        busy={busy !== null && busy === toDelete?.id}
        imageUrl={toDelete ? imageAtWidth(toDelete.image_url, 640) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Frame>
  );
}

function Frame({ bare, id, heading, children }: { bare: boolean; id: string; heading: string; children: ReactNode }) {
  if (bare) return <div>{children}</div>;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id={id} className="font-display text-xl font-bold text-stone-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
